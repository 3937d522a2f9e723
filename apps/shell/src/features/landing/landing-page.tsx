import { Link } from '@familyhub/ui/router';
import {
  BookHeartIcon,
  CalendarIcon,
  CheckIcon,
  ClipboardListIcon,
  CoffeeIcon,
  FileLockIcon,
  GiftIcon,
  HeartPulseIcon,
  HouseIcon,
  LockIcon,
  MessageSquareIcon,
  ShoppingCartIcon,
  UsersIcon,
  UtensilsCrossedIcon,
} from 'lucide-react';
import { planPriceText, type Plan } from '@familyhub/contracts';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from '@familyhub/ui';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { PREMIUM_NAV } from '../../routing/route-table';
import { BrandLink } from '../../layout/public-frame';
import { useNavLabels } from '../../layout/nav-labels/nav-labels';
import { landingMessages } from './messages';

type LandingKey = Parameters<typeof landingMessages.t>[0];

/** Spec 000 §1: the eleven areas the landing page presents. */
const features: readonly { icon: typeof UsersIcon; id: string }[] = [
  { icon: UsersIcon, id: 'coordination' },
  { icon: CalendarIcon, id: 'calendar' },
  { icon: ShoppingCartIcon, id: 'shopping' },
  { icon: MessageSquareIcon, id: 'messaging' },
  { icon: ClipboardListIcon, id: 'chores' },
  { icon: GiftIcon, id: 'rewards' },
  { icon: UtensilsCrossedIcon, id: 'meals' },
  { icon: CoffeeIcon, id: 'meTime' },
  { icon: FileLockIcon, id: 'documents' },
  { icon: HeartPulseIcon, id: 'wellness' },
  { icon: HouseIcon, id: 'home' },
];

/** Spec 000 §9: landing pricing (the prices are in US dollars in every language, written the visitor's way). */
const pricing: readonly { id: Plan; highlighted?: boolean }[] = [
  { id: 'free' },
  { id: 'monthly' },
  { id: 'annual', highlighted: true },
];

/** Illustrative stories, clearly labelled as such: FamilyHub has no published customer reviews yet. */
const stories = ['parent', 'teen', 'grandparent'] as const;

export function LandingPage() {
  const t = useMessages(landingMessages);
  const labels = useNavLabels();
  const formats = useFormats();
  // The keys are built from the lists' ids; each is a key of en.json (the catalogue test checks Spanish has it).
  const say = (key: string) => t(key as LandingKey);
  return (
    <div className="min-h-screen bg-background">
      <header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <BrandLink />
          <div className="flex items-center gap-2">
            <Button asChild variant="ghost">
              <Link to="/sign-in">{t('nav.signIn')}</Link>
            </Button>
            <Button asChild>
              <Link to="/sign-up">{t('nav.getStarted')}</Link>
            </Button>
          </div>
        </div>
      </header>

      <main>
        <section className="mx-auto grid max-w-6xl gap-6 px-4 py-16 text-center md:py-24">
          <Badge variant="secondary" className="mx-auto">
            {t('hero.badge')}
          </Badge>
          <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mx-auto max-w-2xl text-lg text-muted-foreground">{t('hero.body')}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to="/sign-up">{t('hero.getStartedFree')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/sign-in">{t('nav.signIn')}</Link>
            </Button>
          </div>
        </section>

        <section aria-labelledby="features-title" className="bg-muted/40 py-16">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="features-title" className="mb-8 text-center text-3xl font-semibold">
              {t('features.title')}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {features.map(({ icon: Icon, id }) => (
                <li key={id}>
                  <Card className="h-full">
                    <CardHeader>
                      <Icon className="size-6 text-primary" aria-hidden />
                      <CardTitle as="h3">{say(`feature.${id}.title`)}</CardTitle>
                      <CardDescription>{say(`feature.${id}.text`)}</CardDescription>
                    </CardHeader>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="pricing-title" className="py-16">
          <div className="mx-auto max-w-5xl px-4">
            <h2 id="pricing-title" className="mb-8 text-center text-3xl font-semibold">
              {t('pricing.title')}
            </h2>
            <ul className="grid gap-4 md:grid-cols-3">
              {pricing.map((tier) => (
                <li key={tier.id}>
                  <Card className={cn('h-full', tier.highlighted && 'border-primary ring-1 ring-primary')}>
                    <CardHeader>
                      <CardTitle as="h3">{say(`pricing.${tier.id}.name`)}</CardTitle>
                      <p className="flex items-baseline gap-1">
                        <span className="text-3xl font-bold">{planPriceText(tier.id, formats.locale)}</span>
                        <span className="text-sm text-muted-foreground">
                          {say(`pricing.${tier.id}.period`)}
                        </span>
                      </p>
                    </CardHeader>
                    <CardContent>
                      <ul className="grid gap-2 text-sm">
                        {[1, 2, 3].map((n) => (
                          <li key={n} className="flex items-center gap-2">
                            <CheckIcon className="size-4 text-success" aria-hidden />
                            {say(`pricing.${tier.id}.point${n}`)}
                          </li>
                        ))}
                      </ul>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="stories-title" className="bg-muted/40 py-16">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="stories-title" className="mb-2 text-center text-3xl font-semibold">
              {t('stories.title')}
            </h2>
            <p className="mb-8 text-center text-sm text-muted-foreground">{t('stories.note')}</p>
            <ul className="grid gap-4 md:grid-cols-3">
              {stories.map((story) => (
                <li key={story}>
                  <Card className="h-full">
                    <CardContent className="grid gap-3">
                      <BookHeartIcon className="size-5 text-primary" aria-hidden />
                      <blockquote className="text-sm">{t(`story.${story}.text`)}</blockquote>
                      <p className="text-xs font-medium text-muted-foreground">{t(`story.${story}.who`)}</p>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="locked-title" className="px-4 py-12 md:hidden">
          <h2 id="locked-title" className="mb-4 text-xl font-semibold">
            {t('premiumAreas.title')}
          </h2>
          <ul className="grid gap-2">
            {PREMIUM_NAV.map((item) => (
              <li
                key={item.path}
                className="flex items-center gap-2 rounded-md border border-border px-3 py-2 text-sm"
              >
                <LockIcon className="size-4 text-muted-foreground" aria-hidden />
                {labels.route(item.path, item.label)}
              </li>
            ))}
          </ul>
        </section>

        <section className="py-16">
          <div className="mx-auto grid max-w-3xl gap-4 px-4 text-center">
            <h2 className="text-3xl font-semibold">{t('closing.title')}</h2>
            <p className="text-muted-foreground">{t('closing.body')}</p>
            <div>
              <Button asChild size="lg">
                <Link to="/sign-up">{t('nav.getStarted')}</Link>
              </Button>
            </div>
          </div>
        </section>
      </main>

      <footer className="border-t border-border py-8">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 text-sm text-muted-foreground sm:flex-row">
          <p>© {new Date().getFullYear()} FamilyHub</p>
          <nav aria-label={t('footer.label')} className="flex gap-4">
            <Link to="/premium-features" className="hover:text-foreground">
              {t('footer.premiumFeatures')}
            </Link>
            <Link to="/sign-in" className="hover:text-foreground">
              {t('nav.signIn')}
            </Link>
            <Link to="/sign-up" className="hover:text-foreground">
              {t('nav.getStarted')}
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}
