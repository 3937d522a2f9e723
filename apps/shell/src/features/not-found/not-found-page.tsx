import { Link } from '@familyhub/ui/router';
import { Button } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { notFoundMessages } from './messages';

/** Spec 000 §2: the texts are quoted exactly. */
export function NotFoundPage() {
  const t = useMessages(notFoundMessages);
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-3 py-16 text-center">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="text-muted-foreground">{t('body')}</p>
      <Button asChild variant="outline">
        <Link to="/">{t('start')}</Link>
      </Button>
    </section>
  );
}
