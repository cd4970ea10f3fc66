// Mantine's Drawer as its own module, loaded lazily by LazyDrawer.tsx.
export { Drawer } from '@mantine/core';
