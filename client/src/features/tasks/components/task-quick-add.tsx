import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { localNoon } from '@shared/domain/task-buckets';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { useCreateTask } from '../api/tasks-api';

/** A one-line "add a task" for today or tomorrow (due at noon of that day). */
export function TaskQuickAdd({ dayOffset, placeholder }: { dayOffset: number; placeholder: string }) {
  const [title, setTitle] = useState('');
  const createTask = useCreateTask();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (trimmed === '') {
      toast({ title: 'Invalid input', description: 'Title is required', variant: 'destructive' });
      return;
    }
    createTask.mutate(
      { title: trimmed, description: '', dueDate: localNoon(new Date(), dayOffset).toISOString(), goalId: null, completed: false },
      {
        onSuccess: () => {
          // Only the title that was sent is cleared: anything typed meanwhile stays.
          setTitle((current) => (current === title ? '' : current));
          toast({ title: 'Task created', description: trimmed, variant: 'success' });
        },
        onError: (error) => toast({ title: 'Failed to create task', description: error.message, variant: 'destructive' }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex gap-2">
      <Input value={title} onChange={(event) => setTitle(event.target.value)} placeholder={placeholder} aria-label={placeholder} maxLength={250} />
      <Button type="submit" variant="secondary" pending={createTask.isPending} aria-label="Add task">
        <Plus aria-hidden />
        <span className="hidden sm:inline">Add</span>
      </Button>
    </form>
  );
}
