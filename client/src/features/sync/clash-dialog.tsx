import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { useCurrentClash } from '@/lib/clash-store';

/** Asks about a change that clashes with one made in another tab or on another device. */
export function ClashDialog() {
  const clash = useCurrentClash();
  return (
    <AlertDialog open={clash !== undefined} onOpenChange={(open) => !open && clash?.answer('theirs')}>
      {clash && (
        <AlertDialogContent>
          <AlertDialogTitle>{clash.title}</AlertDialogTitle>
          <AlertDialogDescription>
            “{clash.name}” was changed in another tab or on another device while you were editing it. Choose which
            version to keep; your other changes are saved either way.
          </AlertDialogDescription>
          <dl className="grid gap-3 text-sm" data-testid="clash-fields">
            {clash.fields.map((field) => (
              <div key={field.label} className="grid gap-1 rounded-md border p-3">
                <dt className="font-medium">{field.label}</dt>
                <dd className="min-w-0">
                  <span className="text-muted-foreground">Yours: </span>
                  {field.mine}
                </dd>
                <dd className="min-w-0">
                  <span className="text-muted-foreground">Other version: </span>
                  {field.theirs}
                </dd>
              </div>
            ))}
          </dl>
          <AlertDialogFooter>
            <AlertDialogCancel onClick={() => clash.answer('theirs')}>Keep other version</AlertDialogCancel>
            <AlertDialogAction onClick={() => clash.answer('mine')}>Use mine</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
