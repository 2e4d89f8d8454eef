import { ImageResponse } from 'next/og';

/** Open Graph pictures: 1200×630 PNGs made at build time (social sites do not show SVG). */
export const OG_SIZE = { width: 1200, height: 630 };

interface OgCardProps {
  siteName: string;
  /** Small line above the title, e.g. "Beginner · 45 min". */
  eyebrow: string;
  title: string;
  footer: string;
}

export function ogCard({ siteName, eyebrow, title, footer }: OgCardProps) {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: 'linear-gradient(135deg, #1c1917 0%, #0c0a09 60%, #431407 100%)',
        color: '#fafaf9',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 40, fontWeight: 700 }}>
        <div style={{ width: 56, height: 56, borderRadius: 28, background: '#f97316', display: 'flex' }} />
        {siteName}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ fontSize: 32, color: '#f2cc5b' }}>{eyebrow}</div>
        <div style={{ fontSize: title.length > 40 ? 64 : 80, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
      </div>
      <div style={{ fontSize: 28, color: '#d6d3d1' }}>{footer}</div>
    </div>,
    OG_SIZE,
  );
}
