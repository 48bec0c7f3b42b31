// A section's eyebrow, h2 and intro, shared by the home sections and the About page.
interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  text?: string;
  align?: 'center' | 'left';
}

/** The heading a page section opens with; `id` labels the section for screen readers. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
  align = 'center',
}: SectionHeadingProps) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p className="text-sm font-semibold tracking-widest text-rose-700 uppercase dark:text-rose-400">
        {eyebrow}
      </p>
      <h2
        id={id}
        className="mt-2 text-3xl font-black tracking-tight text-slate-900 sm:text-4xl dark:text-white"
      >
        {title}
      </h2>
      {text ? <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{text}</p> : null}
    </div>
  );
}
