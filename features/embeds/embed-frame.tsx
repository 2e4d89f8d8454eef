import { Text } from '@/components/ui';
import type { ReactNode } from 'react';
import { classes } from '@/styles/sx';
import { EmbedStatus } from './embed-status';

interface EmbedFrameProps {
  /** Unique on the page: screen readers list frames by title. */
  title: string;
  src: string;
  /** Fixed height (the news feed) or minimum height (the contact form), in px. */
  height?: number;
  minHeight?: number;
  /** Always shown above the frame: the way forward when the other service cannot load. */
  fallback: ReactNode;
  /** A picture of what the frame holds, shown in its box until the frame paints over it. */
  icon: ReactNode;
  /** "Loading from {service}…", filled in. */
  loading: string;
  /** What the box says when the visitor has no connection. */
  offline: string;
}

const frameClasses = () =>
  classes({
    box: {
      position: 'relative',
      rounded: 'xl',
      overflow: 'hidden',
      borderWidth: '1px',
      borderColor: 'border',
      bg: 'bg.panel',
      '&[data-frame="offline"]': { height: 'auto !important', minHeight: '0 !important' },
    },
    // Sits behind the frame, which is transparent until the other service paints into it: so the
    // box says what is coming while it loads, or stays readable if nothing ever comes.
    card: {
      position: 'absolute',
      insetX: '0',
      top: '0',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '2',
      px: '6',
      py: '16',
      textAlign: 'center',
      color: 'fg.muted',
      '[data-frame="offline"] > &': { position: 'static', py: '10' },
    },
    icon: { color: 'brand.fg', opacity: '0.8', '& svg': { boxSize: '10' } },
    title: { fontFamily: 'heading', fontWeight: 'bold', fontSize: 'lg', color: 'fg' },
    loading: { fontSize: 'sm', '[data-frame="offline"] &': { display: 'none' } },
    // Always there, so a screen reader notices when words arrive; out of sight while empty.
    status: { fontSize: 'sm', color: 'fg', maxW: 'md', _empty: { srOnly: true } },
    frame: {
      position: 'relative',
      display: 'block',
      width: '100%',
      border: '0',
      // Set by the island only: without JavaScript the frame shows as it loads.
      '[data-frame="loading"] > &': { visibility: 'hidden' },
      '[data-frame="offline"] > &': { display: 'none' },
    },
  });

/**
 * A frame from another service. It loads lazily, runs sandboxed with only what a form or
 * a feed widget needs (scripts, forms, its own cookies, opening links in new tabs), and
 * never sees more of our page than its origin. Its box says what it holds while it loads;
 * without a connection the frame is taken out and the box says why (EmbedStatus); and a
 * plain-link alternative always sits above it, for when the service is down or blocked: a
 * page cannot tell a frame's error page from the service's own, so that case shows the
 * browser's error page in the box, under the link.
 */
export function EmbedFrame({ title, src, height, minHeight, fallback, icon, loading, offline }: EmbedFrameProps) {
  const { names, styles } = frameClasses();
  return (
    <div>
      {styles}
      {/* Above the frame, so nobody scrolls past a tall box to find it. */}
      <Text fontSize="sm" color="fg.muted" mb="3">
        {fallback}
      </Text>
      <div
        className={names.box}
        data-embed
        style={{ height: height ? `${height}px` : undefined, minHeight: minHeight ? `${minHeight}px` : undefined }}
      >
        <div className={names.card}>
          <div className={names.icon} aria-hidden="true">
            {icon}
          </div>
          <p className={names.title} aria-hidden="true">
            {title}
          </p>
          <p className={names.loading} aria-hidden="true">
            {loading}
          </p>
          <EmbedStatus message={offline} className={names.status} />
        </div>
        <iframe
          title={title}
          src={src}
          loading="lazy"
          sandbox="allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="strict-origin-when-cross-origin"
          allow=""
          className={names.frame}
          style={{ height: height ? `${height}px` : undefined, minHeight: minHeight ? `${minHeight}px` : undefined }}
        />
      </div>
    </div>
  );
}
