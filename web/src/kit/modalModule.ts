// Mantine's Modal as its own module, loaded lazily by LazyModal.tsx.
export { Modal } from '@mantine/core';
