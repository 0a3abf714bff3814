import { Hammer } from 'lucide-react';
import { PageHeader } from '@/app/app-shell';
import { Card, CardContent } from '@/components/ui/card';

/** Stands in for a screen that is not built yet, inside the real shell. */
export function ComingSoonPage({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <Card>
        <CardContent className="flex items-center gap-3 pt-6 sm:pt-6">
          <Hammer className="size-5 text-muted-foreground" aria-hidden />
          <p className="text-muted-foreground">This page is being built and will be here soon.</p>
        </CardContent>
      </Card>
    </>
  );
}
