import { useMutation, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import {
  ACCOUNT_IMPORT_MAX_BYTES,
  accountExportSchema,
  exportFileName,
  type AccountImportResult,
  type DeleteAccountInput,
} from '@shared/schemas/account-export';
import { leaveForSignIn } from '@/lib/leave-for-sign-in';
import { ApiError, apiRequest } from '@/lib/api-client';

/** Saves `text` as a file through the browser's download, without leaving the page. */
function saveAsFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the object URL only holds memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads everything the user keeps as stepwise-export-YYYY-MM-DD.json, dated by the local day. */
export function useExportAccount() {
  return useMutation({
    mutationFn: async () => {
      const file = await apiRequest<unknown>('GET', '/api/account/export');
      saveAsFile(JSON.stringify(file), exportFileName(format(new Date(), 'yyyy-MM-dd')));
    },
  });
}

/** A problem with the chosen file, found before anything is sent. */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}

const readableSize = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MiB`;

/** Reads and checks an export file with the same schema the server uses; throws ImportFileError with a reason. */
export async function readExportFile(file: File): Promise<unknown> {
  if (file.size > ACCOUNT_IMPORT_MAX_BYTES) {
    throw new ImportFileError(`The file is larger than ${readableSize(ACCOUNT_IMPORT_MAX_BYTES)}, the most an import takes.`);
  }
  let data: unknown;
  try {
    data = JSON.parse(await file.text());
  } catch {
    throw new ImportFileError('The file is not valid JSON. Choose a file made with Export my data.');
  }
  const checked = accountExportSchema.safeParse(data);
  if (!checked.success) {
    const [issue] = checked.error.issues;
    const where = issue?.path.length ? ` (at ${issue.path.join('.')})` : '';
    throw new ImportFileError(`The file can't be imported: ${issue?.message ?? 'it is not a Stepwise export'}${where}.`);
  }
  return data;
}

/** Sends an export file that passed `readExportFile`; every cached list is fetched again afterwards. */
export function useImportAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: unknown) => apiRequest<AccountImportResult>('POST', '/api/account/import', data),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** Erases the account. On success nothing of the user stays in memory: the page reloads on /auth. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => apiRequest('DELETE', '/api/account', input),
    onSuccess: () => leaveForSignIn({ title: 'Account deleted', description: 'Your account and all its data are gone.' }, { forgetWaitingChanges: true }),
  });
}

/** The password field's message when the server refused the password. */
export function passwordErrorOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.fieldErrors?.password?.[0] : undefined;
}
