import type { ReactElement } from 'react';
import { BRAND } from './brand.ts';
import { SHARE_IMAGE_SIZE } from './images.ts';

export interface CardContent {
  title: string;
  description: string;
  section?: string;
  brand: string;
  /** The brand mark as an image address (a data: URL). */
  mark: string;
  /** An article's hero art, rasterised, as a data: URL. */
  hero?: string;
}

const { width, height } = SHARE_IMAGE_SIZE;
/** An article card shows its hero art this tall above the title (cut from the middle of the 1200×630 art). */
export const HERO_SIZE = { width, height: 420 } as const;
const SLATE = '#475569';

/** Long titles step down in size so that they fit in three lines. */
const titleSize = (title: string): number => (title.length <= 32 ? 72 : title.length <= 60 ? 60 : 50);

function BrandLine({ content, size }: { content: CardContent; size: number }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: size * 0.3 }}>
      <img src={content.mark} width={size} height={size} alt="" />
      <div style={{ fontSize: size * 0.55, fontWeight: 700, color: BRAND.ink }}>{content.brand}</div>
    </div>
  );
}

/** A page's card: brand, the page's section, its title and description on the site's white and blue. */
function PageCard({ content }: { content: CardContent }) {
  return (
    <div style={{ width, height, display: 'flex', flexDirection: 'column', backgroundColor: '#ffffff', fontFamily: 'Inter' }}>
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'space-between', padding: '56px 72px 48px' }}>
        <BrandLine content={content} size={60} />
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          {content.section && (
            <div
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 16,
                marginBottom: 20,
                fontSize: 28,
                fontWeight: 700,
                color: BRAND.accent,
              }}
            >
              <div style={{ width: 40, height: 6, backgroundColor: BRAND.swiss }} />
              {content.section}
            </div>
          )}
          <div
            style={{
              display: 'block',
              fontSize: titleSize(content.title),
              fontWeight: 700,
              lineHeight: 1.12,
              color: BRAND.ink,
              lineClamp: 3,
            }}
          >
            {content.title}
          </div>
          <div style={{ display: 'block', marginTop: 24, fontSize: 28, lineHeight: 1.35, color: SLATE, lineClamp: 2 }}>
            {content.description}
          </div>
        </div>
      </div>
      <div style={{ height: 20, backgroundColor: BRAND.primary }} />
    </div>
  );
}

/** An article's card: its hero art above, its title and the brand below. */
function ArticleCard({ content, hero }: { content: CardContent; hero: string }) {
  return (
    <div style={{ width, height, display: 'flex', flexDirection: 'column', backgroundColor: '#ffffff', fontFamily: 'Inter' }}>
      <img alt="" src={hero} width={HERO_SIZE.width} height={HERO_SIZE.height} style={{ objectFit: 'cover' }} />
      <div style={{ height: 8, backgroundColor: BRAND.primary }} />
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'space-between', padding: '20px 56px 22px' }}>
        <div style={{ display: 'block', fontSize: 40, fontWeight: 700, lineHeight: 1.15, color: BRAND.ink, lineClamp: 2 }}>
          {content.title}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <BrandLine content={content} size={40} />
          {content.section && <div style={{ fontSize: 24, fontWeight: 700, color: BRAND.accent }}>{content.section}</div>}
        </div>
      </div>
    </div>
  );
}

/** The element Satori lays out for a share image. */
export function cardElement(content: CardContent): ReactElement {
  return content.hero ? <ArticleCard content={content} hero={content.hero} /> : <PageCard content={content} />;
}
