import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { deleteAccountSchema, type DeleteAccountInput } from '@shared/schemas/account-export';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast-store';
import { messageOf } from '@/lib/api-client';
import { passwordErrorOf, useDeleteAccount } from '../api/account-data';

const EMPTY: DeleteAccountInput = { password: '' };

/** Erasing the account: asked for twice, the second time with the password. */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const deleteAccount = useDeleteAccount();
  const form = useForm<DeleteAccountInput>({ resolver: zodResolver(deleteAccountSchema), defaultValues: EMPTY });

  const submit = form.handleSubmit((input) =>
    deleteAccount.mutate(input, {
      onError: (error) => {
        const passwordError = passwordErrorOf(error);
        if (passwordError) form.setError('password', { message: passwordError }, { shouldFocus: true });
        else toast({ title: 'Could not delete the account', description: messageOf(error, 'Please try again.'), variant: 'destructive' });
      },
    }),
  );

  return (
    <Card className="border-destructive-border">
      <CardHeader>
        <CardTitle>Delete account</CardTitle>
        <CardDescription>
          Deletes your account and everything in it: goals, tasks, daily plans and feelings. This cannot be undone, so
          export your data first if you want to keep a copy.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog
          open={open}
          onOpenChange={(isOpen) => {
            setOpen(isOpen);
            // Closing forgets the typed password.
            if (!isOpen) form.reset(EMPTY);
          }}
        >
          <AlertDialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden /> Delete account
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>Delete your account?</AlertDialogTitle>
            <AlertDialogDescription>
              Your account and all its goals, tasks, daily plans and feelings will be deleted for good. Enter your
              password to confirm.
            </AlertDialogDescription>
            <form className="grid gap-4" noValidate onSubmit={submit}>
              <FormField label="Password" error={form.formState.errors.password?.message}>
                <PasswordInput autoComplete="current-password" {...form.register('password')} />
              </FormField>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <Button type="submit" variant="destructive" pending={deleteAccount.isPending}>
                  {deleteAccount.isPending ? 'Deleting...' : 'Delete account'}
                </Button>
              </AlertDialogFooter>
            </form>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
