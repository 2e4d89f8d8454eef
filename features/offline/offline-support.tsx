import type { Words } from '@/lib/content';
import { OfflineIsland } from './offline-island';
import { updatePromptClasses } from './update-prompt.styles';

/** The site kept for offline use, and the prompt to load a new version: in every visitor page's chrome. */
export function OfflineSupport({ words }: { words: Words['offline'] }) {
  const { names, styles } = updatePromptClasses();
  return (
    <>
      {styles}
      <OfflineIsland classes={names} words={words} />
    </>
  );
}
