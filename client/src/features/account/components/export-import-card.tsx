import { Download, Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { countOf } from '@shared/domain/plural';
import type { AccountImportResult } from '@shared/schemas/account-export';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast-store';
import { messageOf } from '@/lib/api-client';
import { ImportFileError, readExportFile, useExportAccount, useImportAccount } from '../api/account-data';

/** "5 goals, 12 tasks, 2 repeating series, 3 daily plans and 1 feeling"; series only when there are any. */
function importedSummary(counts: AccountImportResult): string {
  const parts = [
    countOf(counts.goals, 'goal'),
    countOf(counts.todos, 'task'),
    ...(counts.taskSeries > 0 ? [countOf(counts.taskSeries, 'repeating series', 'repeating series')] : []),
    countOf(counts.dailyPlans, 'daily plan'),
    countOf(counts.goalEmotions, 'feeling'),
  ];
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** Download everything as a file, or bring such a file back into an empty account. */
export function ExportImportCard() {
  const exportAccount = useExportAccount();
  const importAccount = useImportAccount();
  const fileInput = useRef<HTMLInputElement>(null);
  const [importProblem, setImportProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const startExport = () =>
    exportAccount.mutate(undefined, {
      onSuccess: () => toast({ title: 'Export ready', description: 'Your data was downloaded as a JSON file.', variant: 'success' }),
      onError: (error) =>
        toast({ title: 'Export failed', description: messageOf(error, 'Please try again.'), variant: 'destructive' }),
    });

  const importChosenFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again after fixing it must fire another change.
    event.target.value = '';
    if (!file) return;
    setImportProblem(null);
    setReading(true);
    let data: unknown;
    try {
      data = await readExportFile(file);
    } catch (error) {
      setImportProblem(error instanceof ImportFileError ? error.message : 'The file could not be read.');
      return;
    } finally {
      setReading(false);
    }
    importAccount.mutate(data, {
      onSuccess: (counts) =>
        toast({ title: 'Import complete', description: `${importedSummary(counts)} imported.`, variant: 'success' }),
      onError: (error) => setImportProblem(messageOf(error, 'The import failed. Please try again.')),
    });
  };

  const importing = reading || importAccount.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>Everything you keep in Stepwise belongs to you. Take it with you, or bring it back.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-3">
          <div className="grid gap-1">
            <h3 className="font-semibold">Export</h3>
            <p className="text-sm text-muted-foreground">
              Download your goals and subgoals, tasks and how they repeat, daily plans and feelings as one JSON file.
            </p>
          </div>
          <div>
            <Button onClick={startExport} pending={exportAccount.isPending}>
              <Download aria-hidden /> {exportAccount.isPending ? 'Preparing...' : 'Export my data'}
            </Button>
          </div>
        </div>
        <div className="grid gap-3 border-t border-border pt-6">
          <div className="grid gap-1">
            <h3 className="font-semibold">Import</h3>
            <p className="text-sm text-muted-foreground">
              Bring back a file made with Export my data. It works only while this account has no goals, tasks or plans
              yet.
            </p>
          </div>
          <div>
            <input
              ref={fileInput}
              type="file"
              accept=".json,application/json"
              aria-label="Export file to import"
              className="sr-only"
              tabIndex={-1}
              onChange={(event) => void importChosenFile(event)}
            />
            <Button variant="outline" onClick={() => fileInput.current?.click()} pending={importing}>
              <Upload aria-hidden /> {importing ? 'Importing...' : 'Import from file'}
            </Button>
          </div>
          {importProblem && <ErrorAlert title="Import failed">{importProblem}</ErrorAlert>}
        </div>
      </CardContent>
    </Card>
  );
}
