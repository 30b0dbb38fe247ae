import { useEffect, useId, useState } from 'react';
import { ALL_CATEGORIES, filterPosts, searchFromQuery } from '#lib/blog.ts';
import { BlogCard, type BlogCardData } from '../sections/blog/BlogCard.tsx';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { useKeepEntered } from './keep-entered.ts';

export interface BlogListingStrings {
  searchLabel: string;
  searchPlaceholder: string;
  categoryLabel: string;
  allPosts: string;
  reset: string;
  count: string;
  countOne: string;
  noResults: string;
  noPosts: string;
}

/** A category of the dropdown: the entity or tag it filters by, shown by its label. */
export interface BlogCategory {
  value: string;
  label: string;
}

interface BlogListingProps {
  posts: BlogCardData[];
  categories: BlogCategory[];
  strings: BlogListingStrings;
}

const control = 'min-h-11 rounded-lg border border-slate-400 bg-white px-3 text-ink';

/** spec §2/§4: the blog's filter bar and grid; the filter re-runs live as the visitor types or chooses. */
function BlogListing({ posts, categories, strings }: BlogListingProps) {
  const [{ search, category }, setFilter] = useState({ search: '', category: ALL_CATEGORIES });
  const set = (field: 'search' | 'category') => (event: { target: { value: string } }) =>
    setFilter((current) => ({ ...current, [field]: event.target.value }));
  const id = useId();
  // After hydration: keep what the visitor typed and chose before the script arrived, else prefill the
  // search from ?search= or ?q=. Not in the initial state, so that the server's HTML (all posts) matches.
  const form = useKeepEntered(setFilter);
  useEffect(() => {
    const fromQuery = searchFromQuery(location.search);
    // The address is only known in the browser, after hydration (see above): one render more, once.
    // eslint-disable-next-line react-hooks/set-state-in-effect, @eslint-react/set-state-in-effect
    if (fromQuery) setFilter((current) => (current.search ? current : { ...current, search: fromQuery }));
  }, []);

  const visible = filterPosts(posts, search, category);
  const count = visible.length === 1 ? strings.countOne : strings.count.replace('{n}', String(visible.length));

  return (
    <div>
      <form
        ref={form}
        role="search"
        className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-4 sm:flex-row sm:items-end"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={`${id}-search`} className="text-sm font-medium text-slate-800">
            {strings.searchLabel}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            name="search"
            value={search}
            placeholder={strings.searchPlaceholder}
            onChange={set('search')}
            className={control}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-category`} className="text-sm font-medium text-slate-800">
            {strings.categoryLabel}
          </label>
          <select id={`${id}-category`} name="category" value={category} onChange={set('category')} className={control}>
            <option value={ALL_CATEGORIES}>{strings.allPosts}</option>
            {categories.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          onClick={() => setFilter({ search: '', category: ALL_CATEGORIES })}
          className="min-h-11 rounded-lg border border-brand-700 bg-white px-4 font-semibold text-brand-800 hover:bg-brand-100"
        >
          {strings.reset}
        </button>
      </form>
      <p role="status" className="mt-4 text-sm text-slate-700">
        {count}
      </p>
      {posts.length === 0 ? (
        <p className="mt-8 text-slate-700">{strings.noPosts}</p>
      ) : visible.length === 0 ? (
        <p className="mt-8 text-slate-700">{strings.noResults}</p>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((post) => (
            <li key={post.slug}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const BlogListingIsland = withErrorBoundary(BlogListing, 'BlogListing');
