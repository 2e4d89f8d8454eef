/**
 * The Lucide icons server components draw, as drawings (`lucide`'s data) for components/static-icon.tsx, under
 * lucide-react's names. components/static-icon.test.tsx checks each is drawn exactly as lucide-react draws it, so a
 * new one here is checked too. Client components use lucide-react's components.
 */
import type { IconNode } from 'lucide';

/** Route as lucide-react 1.75 draws it: the `lucide` package (1.65) draws another. */
export const Route: IconNode = [
  ['path', { d: 'M9 5h8.5a1 1 0 010 7h-11a1 1 0 000 7H15' }],
  ['circle', { cx: '18', cy: '19', r: '3' }],
  ['circle', { cx: '6', cy: '5', r: '3' }],
];

export {
  Accessibility,
  ArrowLeft,
  ArrowRight,
  AudioLines,
  Award,
  BookOpen,
  BookOpenCheck,
  Check,
  CheckCircle2,
  ChevronDown,
  Clock,
  Download,
  Drum,
  ExternalLink,
  FileMusic,
  Flame,
  Globe,
  GraduationCap,
  Grid3x3,
  Headphones,
  Heart,
  Layers,
  Library,
  Mail,
  MapPin,
  MessageSquareText,
  Metronome,
  Mic,
  Music,
  Newspaper,
  Phone,
  Play,
  Search,
  Target,
  Timer,
  Users,
  Video,
} from 'lucide';
