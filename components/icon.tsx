import {
  Accessibility,
  Award,
  BookOpen,
  Clock,
  Download,
  Drum,
  FileMusic,
  Flame,
  Globe,
  GraduationCap,
  Headphones,
  Heart,
  Library,
  Metronome,
  Mic,
  Music,
  Newspaper,
  AudioLines,
  Target,
  Users,
  Video,
} from './static-icons';
import { StaticIcon } from './static-icon';
import type { IconNode } from 'lucide';
import type { IconName } from '@/content-model/vocabulary';

/** The drawing behind each icon name editors may use in content. */
const ICONS: Record<IconName, IconNode> = {
  drum: Drum,
  music: Music,
  'sheet-music': FileMusic,
  video: Video,
  headphones: Headphones,
  audio: AudioLines,
  users: Users,
  book: BookOpen,
  download: Download,
  graduation: GraduationCap,
  clock: Clock,
  globe: Globe,
  library: Library,
  heart: Heart,
  award: Award,
  accessibility: Accessibility,
  flame: Flame,
  target: Target,
  newspaper: Newspaper,
  metronome: Metronome,
  mic: Mic,
};

/** A decorative icon: the text beside it carries the meaning. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return <StaticIcon icon={ICONS[name]} size={size} strokeWidth={1.75} />;
}
