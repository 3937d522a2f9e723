// Standalone dev host (`nx serve planning-app`): stands in for the shell so the planning team can work alone.
import { createQueryClient, useDemoSignIn, useSession } from '@familyhub/api-client';
import { Button, renderDevHost, Spinner } from '@familyhub/ui';
import screens from './screens';
import './dev-host.css';

function SessionBar() {
  const session = useSession();
  const demoSignIn = useDemoSignIn();
  if (session.isPending) return <Spinner label="Checking session" />;
  if (session.data) {
    return (
      <span className="text-sm text-muted-foreground">
        Signed in as {session.data.user.name} ({session.data.user.role})
      </span>
    );
  }
  // The session cookie is per host, so signing in on the gateway (localhost:4200) also works here.
  return (
    <span className="flex items-center gap-2 text-sm text-muted-foreground">
      Not signed in.
      <Button size="sm" variant="outline" onClick={() => demoSignIn.mutate()} disabled={demoSignIn.isPending}>
        Demo sign-in
      </Button>
    </span>
  );
}

renderDevHost({ domain: 'planning', screens, queryClient: createQueryClient(), toolbar: <SessionBar /> });
