import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { registrationSchema, signInSchema, type Credentials } from '@shared/schemas/auth';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { messageOf } from '@/lib/api-client';
import { useLogin, useRegister } from '../api/sign-in';

interface CredentialsFormProps {
  mode: 'login' | 'register';
  /** The username typed on the other tab, so switching tabs keeps it. */
  username: string;
  onUsernameChange(username: string): void;
}

const TEXT = {
  login: {
    submit: 'Sign In',
    pending: 'Signing in...',
    alertTitle: 'Sign-in failed',
    fallback: 'Failed to login. Please check your credentials.',
    autoComplete: 'current-password',
  },
  register: {
    submit: 'Create Account',
    pending: 'Creating account...',
    alertTitle: 'Registration failed',
    fallback: 'Failed to create account. Please try a different username.',
    autoComplete: 'new-password',
  },
} as const;

/** Sign-in and registration share one form: a username and a password. */
export function CredentialsForm({ mode, username, onUsernameChange }: CredentialsFormProps) {
  const login = useLogin();
  const register = useRegister();
  const mutation = mode === 'login' ? login : register;
  const text = TEXT[mode];
  const form = useForm<Credentials>({
    resolver: zodResolver(mode === 'login' ? signInSchema : registrationSchema),
    defaultValues: { username, password: '' },
  });
  const { errors } = form.formState;
  useEffect(() => {
    const subscription = form.watch((values) => onUsernameChange(values.username ?? ''));
    return () => subscription.unsubscribe();
  }, [form, onUsernameChange]);

  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      {mutation.isError && <ErrorAlert title={text.alertTitle}>{messageOf(mutation.error, text.fallback)}</ErrorAlert>}
      <FormField label="Username" error={errors.username?.message}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
      </FormField>
      <FormField
        label="Password"
        error={errors.password?.message}
        {...(mode === 'register' && { hint: 'At least 6 characters.' })}
      >
        <PasswordInput autoComplete={text.autoComplete} {...form.register('password')} />
      </FormField>
      <Button type="submit" size="lg" pending={mutation.isPending}>
        {mutation.isPending ? text.pending : text.submit}
      </Button>
    </form>
  );
}
