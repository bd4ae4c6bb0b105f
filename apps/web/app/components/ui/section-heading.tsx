/** A section title with the accent rule under it. */
export function SectionHeading({ title, subtitle, id }: { title: string; subtitle?: string; id?: string }) {
  return (
    <div className="mb-8 text-center">
      <h2 id={id} className="text-3xl font-bold text-navy-900 sm:text-4xl">
        {title}
      </h2>
      <span aria-hidden="true" className="mx-auto mt-3 block h-1 w-16 rounded bg-accent-500" />
      {subtitle ? <p className="mx-auto mt-4 max-w-2xl text-muted">{subtitle}</p> : null}
    </div>
  );
}
