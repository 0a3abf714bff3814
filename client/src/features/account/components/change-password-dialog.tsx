import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordFormSchema, type ChangePasswordForm } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast-store';
import { messageOf } from '@/lib/api-client';
import { showFieldErrors } from '@/lib/field-errors';
import { useChangePassword } from '../api/change-password';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast({ title: 'Password changed', description: 'Your password has been changed successfully.', variant: 'success' });
          setOpen(false);
          form.reset(EMPTY);
        },
        onError: (error) => {
          showFieldErrors(form, error);
          toast({ title: 'Error', description: messageOf(error, 'Failed to change password'), variant: 'destructive' });
        },
      },
    ),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        setOpen(isOpen);
        // Closing in any way (Cancel, Escape, the X) forgets the typed passwords and their errors.
        if (!isOpen) form.reset(EMPTY);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <KeyRound aria-hidden /> Change password
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change password</DialogTitle>
          <DialogDescription>Your other devices will be signed out.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <FormField label="Current password" error={errors.currentPassword?.message}>
            <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <FormField
            label="New password"
            error={errors.newPassword?.message}
            hint="Password must be at least 6 characters long."
          >
            <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
          <DialogFooter>
            <Button
              variant="outline"
              onClick={() => {
                setOpen(false);
                form.reset(EMPTY);
              }}
            >
              Cancel
            </Button>
            <Button type="submit" pending={changePassword.isPending}>
              {changePassword.isPending ? 'Changing...' : 'Change password'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
