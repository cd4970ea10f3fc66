// Mantine's Tooltip as its own module, loaded lazily by LazyTooltip.tsx.
export { Tooltip } from '@mantine/core';
