/** Told to a parent without "Edit schedule" wherever the buttons to change the schedule would be. */
export function ScheduleReadOnlyNote({ what }: { what: string }) {
  return (
    <p className="text-sm text-muted-foreground">
      You can see {what} but not change them: ask your family admin to turn on “Edit schedule” for you in
      Settings › Family.
    </p>
  );
}
