import { ActionIcon, Group, Image, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { LazyModal } from '../../../kit/LazyModal';
import { useState } from 'react';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../kit/icons';

export type Screenshot = { readonly id: string; readonly url: string; readonly name: string };

/** Thumbnails that open a larger view; arrows (buttons or keys) move between screenshots. */
export const ScreenshotGallery = ({
  screens,
  solutionTitle,
}: {
  readonly screens: readonly Screenshot[];
  readonly solutionTitle: string;
}) => {
  const [open, setOpen] = useState<number | null>(null);
  if (screens.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No screenshots.
      </Text>
    );
  const current = open === null ? null : screens[open];
  const move = (step: number) => setOpen((i) => (i === null ? null : (i + step + screens.length) % screens.length));
  return (
    <>
      <SimpleGrid
        cols={{ base: 2, sm: 3, md: 4 }}
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label="Screenshots"
      >
        {screens.map((screen, index) => (
          <li key={screen.id}>
            <UnstyledButton
              onClick={() => setOpen(index)}
              aria-label={`Open screenshot ${index + 1} of ${screens.length}`}
              w="100%"
            >
              <Image
                src={screen.url}
                alt={`${solutionTitle}, screenshot ${index + 1}`}
                h={140}
                fit="cover"
                radius="md"
                loading="lazy"
              />
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
      <LazyModal
        opened={current !== null && current !== undefined}
        onClose={() => setOpen(null)}
        title={open === null ? '' : `Screenshot ${open + 1} of ${screens.length}`}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {current ? (
          <div
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(1);
              if (event.key === 'ArrowLeft') move(-1);
            }}
          >
            <Image src={current.url} alt={`${solutionTitle}, screenshot ${(open ?? 0) + 1}`} fit="contain" mah="70vh" />
            {screens.length > 1 ? (
              <Group justify="space-between" mt="sm">
                <ActionIcon variant="light" size="lg" aria-label="Previous screenshot" onClick={() => move(-1)}>
                  <ArrowLeftIcon size={18} />
                </ActionIcon>
                <Text size="sm" c="dimmed">
                  {current.name}
                </Text>
                <ActionIcon variant="light" size="lg" aria-label="Next screenshot" onClick={() => move(1)}>
                  <ArrowRightIcon size={18} />
                </ActionIcon>
              </Group>
            ) : null}
          </div>
        ) : null}
      </LazyModal>
    </>
  );
};
