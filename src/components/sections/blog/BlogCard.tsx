import { TagList } from '#components/ui/TagList.tsx';

export interface BlogCardData {
  slug: string;
  href: string;
  title: string;
  excerpt: string;
  dateIso: string;
  dateLabel: string;
  readLabel: string;
  badge: string;
  /** spec §2: up to three entity chips, as labels in the page's language. */
  chips: string[];
  image: string;
  imageAlt: string;
  /** The card that opens the listing: its art loads at once instead of when it nears the screen. */
  eager?: boolean;
  /** The keys the category filter matches. */
  entities: string[];
  tags: string[];
  /** What the search reads besides title and excerpt: the labels of the entities and tags, in the page's language. */
  keywords: string[];
}

export function BlogCard({ post }: { post: BlogCardData }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <img
        src={post.image}
        alt={post.imageAlt}
        width={1200}
        height={630}
        loading={post.eager ? 'eager' : 'lazy'}
        decoding={post.eager ? 'sync' : 'async'}
        className="aspect-[40/21] h-auto w-full bg-brand-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 font-semibold text-brand-900">{post.badge}</span>
          <time dateTime={post.dateIso}>{post.dateLabel}</time>
          <span>{post.readLabel}</span>
        </div>
        <h3 className="mt-3 text-lg font-semibold text-ink">
          <a href={post.href} className="hover:text-brand-800 hover:underline">
            {post.title}
          </a>
        </h3>
        <p className="mt-2 flex-1 text-slate-700">{post.excerpt}</p>
        <TagList tags={post.chips} tone="outline" />
      </div>
    </article>
  );
}
