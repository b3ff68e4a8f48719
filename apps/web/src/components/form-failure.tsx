/** Why a form could not be sent, announced at once; nothing when there is no failure. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="font-semibold text-red-800">
      {message}
    </p>
  );
}
