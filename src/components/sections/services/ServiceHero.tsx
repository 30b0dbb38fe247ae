import { ButtonLink } from '#components/ui/ButtonLink.tsx';

interface ServiceHeroProps {
  title: string;
  subtitle: string;
  intro: string;
  breadcrumb: { label: string; items: { href?: string; name: string }[] };
  primary: { href: string; label: string };
}

export function ServiceHero({ title, subtitle, intro, breadcrumb, primary }: ServiceHeroProps) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <nav aria-label={breadcrumb.label}>
          <ol className="flex flex-wrap gap-2 text-sm text-slate-700">
            {breadcrumb.items.map((item, index) => (
              <li key={item.name} className="flex items-center gap-2">
                {index > 0 && <span aria-hidden="true">/</span>}
                {item.href ? (
                  <a href={item.href} className="text-brand-800 underline-offset-2 hover:underline">
                    {item.name}
                  </a>
                ) : (
                  <span aria-current="page">{item.name}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="mt-6 max-w-3xl text-3xl font-bold tracking-tight text-ink sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-3xl text-xl font-medium text-brand-800">{subtitle}</p>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">{intro}</p>
        <ButtonLink href={primary.href} className="mt-8">
          {primary.label}
        </ButtonLink>
      </div>
    </section>
  );
}
