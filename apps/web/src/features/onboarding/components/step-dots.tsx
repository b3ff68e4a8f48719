/** A quiet picture of the progress through steps; the text beside it says the same for everyone. */
export function StepDots({ current, total }: { current: number; total: number }) {
  return (
    <div aria-hidden="true" className="flex gap-1.5">
      {Array.from({ length: total }, (_, index) => (
        <span
          key={index}
          className={`h-2 rounded-full transition-[width] motion-reduce:transition-none ${
            index === current
              ? 'w-6 bg-oasis-700'
              : index < current
                ? 'w-2 bg-oasis-600'
                : 'w-2 bg-stone-300'
          }`}
        />
      ))}
    </div>
  );
}
