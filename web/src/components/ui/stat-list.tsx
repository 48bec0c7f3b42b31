// Figures with their labels ("100+ Events Worldwide"), as a description list. Each figure shows
// above its label while a screen reader reads the label first (dt before dd, reversed column).
interface Stat {
  value: string;
  label: string;
}

/** Each page's own classes for the list, one figure's box, its label and its value. */
export interface StatListLook {
  list: string;
  item: string;
  label: string;
  value: string;
}

export function StatList({ stats, look }: { stats: readonly Stat[]; look: StatListLook }) {
  return (
    <dl className={look.list}>
      {stats.map((stat) => (
        <div key={stat.label} className={`flex flex-col-reverse ${look.item}`}>
          <dt className={look.label}>{stat.label}</dt>
          <dd className={look.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
