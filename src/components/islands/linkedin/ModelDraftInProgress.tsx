interface ModelDraftInProgressProps {
  heading: string;
  text: string;
}

/** The model's draft while it is being written: read-only and marked busy, so it is read out once it is whole (as a DraftCard). */
export function ModelDraftInProgress({ heading, text }: ModelDraftInProgressProps) {
  return (
    <section
      aria-label={heading}
      aria-busy="true"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 className="text-lg font-semibold text-ink">{heading}</h3>
      <p className="min-h-32 whitespace-pre-wrap text-ink">{text}</p>
    </section>
  );
}
