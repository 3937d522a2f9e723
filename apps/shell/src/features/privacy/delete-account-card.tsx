import * as React from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@familyhub/api-client';
import { DELETE_CONFIRMATION_WORD, type FamilyMember } from '@familyhub/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  toast,
} from '@familyhub/ui';
import { PasswordInput } from '../shared/password-input';
import { useDeleteAccount, useForgetSession } from './api/use-account';

function consequences(user: FamilyMember): string {
  return user.role === 'admin'
    ? 'You are the family admin. Deleting your account deletes the whole family: every member’s account and everything the family keeps in FamilyHub (tasks, events, lists, messages and all other areas). This cannot be undone. Export your data first if you want a copy.'
    : 'Your account and sign-in are removed. What you added for the family (tasks, events, lists, messages) stays with the family. This cannot be undone.';
}

export function DeleteAccountCard({ user }: { user: FamilyMember }) {
  const [open, setOpen] = React.useState(false);
  const [password, setPassword] = React.useState('');
  const [typed, setTyped] = React.useState('');
  const [problem, setProblem] = React.useState<string | null>(null);
  const deleteAccount = useDeleteAccount();
  const forgetSession = useForgetSession();
  const navigate = useNavigate();
  const isAdmin = user.role === 'admin';
  const confirmed = typed === DELETE_CONFIRMATION_WORD && password.length > 0;

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPassword('');
      setTyped('');
      setProblem(null);
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    setProblem(null);
    try {
      const answer = await deleteAccount.mutateAsync({
        password,
        confirmation: DELETE_CONFIRMATION_WORD,
        deleteFamily: isAdmin,
      });
      toast({
        title: 'Account Deleted',
        description: answer.familyDeleted
          ? 'Your account and your family have been deleted.'
          : 'Your account has been deleted.',
      });
      // Signed out: the app's signed-out place is the sign-in page (the route gate would send them there anyway).
      navigate('/sign-in', { replace: true });
      forgetSession();
    } catch (error) {
      const reason = errorMessage(error);
      setProblem(reason);
      toast({ title: 'Failed to delete account', description: reason, variant: 'destructive' });
    }
  };

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>Delete Account</CardTitle>
        <CardDescription>{consequences(user)}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          {isAdmin ? 'Delete Account and Family' : 'Delete Account'}
        </Button>
        <Dialog open={open} onOpenChange={close}>
          <DialogContent className="max-w-md">
            <DialogHeader>
              <DialogTitle>
                {isAdmin ? 'Delete your account and your family?' : 'Delete your account?'}
              </DialogTitle>
              <DialogDescription>{consequences(user)}</DialogDescription>
            </DialogHeader>
            <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
              <FormField id="delete-password" label="Your password">
                {(control) => (
                  <PasswordInput
                    {...control}
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                  />
                )}
              </FormField>
              <FormField id="delete-confirmation" label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}>
                {(control) => (
                  <Input
                    {...control}
                    autoComplete="off"
                    value={typed}
                    onChange={(e) => setTyped(e.target.value)}
                  />
                )}
              </FormField>
              {problem ? (
                <p role="alert" className="text-sm text-destructive">
                  {problem}
                </p>
              ) : null}
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => close(false)}>
                  Cancel
                </Button>
                <Button type="submit" variant="destructive" disabled={!confirmed || deleteAccount.isPending}>
                  {deleteAccount.isPending
                    ? 'Deleting…'
                    : isAdmin
                      ? 'Delete Account and Family'
                      : 'Delete Account'}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
