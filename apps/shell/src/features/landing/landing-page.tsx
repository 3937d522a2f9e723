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
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from '@familyhub/ui';
import { PREMIUM_NAV } from '../../routing/route-table';
import { BrandLink } from '../../layout/public-frame';

/** Spec 000 §1: the eleven areas the landing page presents. */
const features = [
  {
    icon: UsersIcon,
    title: 'Family coordination',
    text: 'Everyone in one place: parents, children and the people who help.',
  },
  {
    icon: CalendarIcon,
    title: 'Smart calendar',
    text: 'Events, vacations, guest lists and carpools on one shared calendar.',
  },
  {
    icon: ShoppingCartIcon,
    title: 'Shopping & groceries',
    text: 'One shopping list the whole family can add to and tick off.',
  },
  {
    icon: MessageSquareIcon,
    title: 'Family messaging',
    text: 'A family conversation that stays with the family.',
  },
  {
    icon: ClipboardListIcon,
    title: 'Chores & tasks',
    text: 'Give every task an owner, a due date and a priority.',
  },
  {
    icon: GiftIcon,
    title: 'Rewards',
    text: 'Points for finished chores, turned into rewards children choose.',
  },
  {
    icon: UtensilsCrossedIcon,
    title: 'Meal planning',
    text: 'Plan the week of meals and turn recipes into the shopping list.',
  },
  { icon: CoffeeIcon, title: 'Me time', text: 'Protect a little time for each person in a busy week.' },
  {
    icon: FileLockIcon,
    title: 'Secure documents',
    text: 'Permission slips, report cards and forms, with due dates that matter.',
  },
  { icon: HeartPulseIcon, title: 'Wellness', text: 'Medications, water and mood, tracked kindly.' },
  {
    icon: HouseIcon,
    title: 'Home management',
    text: 'Pantry, maintenance, bills, pets and cleaning without the sticky notes.',
  },
];

/** Spec 000 §9: landing pricing. */
const pricing = [
  {
    name: 'Free',
    price: '$0',
    period: 'forever',
    points: ['5 events a day', 'Up to 3 members', 'Tasks, shopping and calendar'],
  },
  {
    name: 'Premium',
    price: '$4.99',
    period: 'per month',
    points: ['Up to 10 members', 'All premium features', 'Cancel anytime'],
  },
  {
    name: 'Annual',
    price: '$24.99',
    period: 'per year',
    points: ['Unlimited members', 'All premium features', '50% savings'],
    highlighted: true,
  },
];

/** Illustrative stories, clearly labelled as such: FamilyHub has no published customer reviews yet. */
const stories = [
  {
    who: 'A parent of three',
    text: 'The school forms used to live in backpacks. Now the due dates are on everyone\u2019s list.',
  },
  {
    who: 'A teenager',
    text: 'I can see my chores, tick them off, and watch my points turn into something I want.',
  },
  {
    who: 'A grandparent who helps',
    text: 'I know which day I am driving the carpool without a single phone call.',
  },
];

export function LandingPage() {
  return (
    <div className="min-h-screen bg-background">
      <header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <BrandLink />
          <div className="flex items-center gap-2">
            <Button asChild variant="ghost">
              <Link to="/sign-in">Sign In</Link>
            </Button>
            <Button asChild>
              <Link to="/sign-up">Get Started</Link>
            </Button>
          </div>
        </div>
      </header>

      <main>
        <section className="mx-auto grid max-w-6xl gap-6 px-4 py-16 text-center md:py-24">
          <Badge variant="secondary" className="mx-auto">
            The family household organiser
          </Badge>
          <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">
            Your whole household, organised together
          </h1>
          <p className="mx-auto max-w-2xl text-lg text-muted-foreground">
            Tasks, calendar, shopping, school papers and the hundred small things of family life — shared by
            everyone who lives them.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to="/sign-up">Get Started Free</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/sign-in">Sign In</Link>
            </Button>
          </div>
        </section>

        <section aria-labelledby="features-title" className="bg-muted/40 py-16">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="features-title" className="mb-8 text-center text-3xl font-semibold">
              Everything a family runs on
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {features.map(({ icon: Icon, title, text }) => (
                <li key={title}>
                  <Card className="h-full">
                    <CardHeader>
                      <Icon className="size-6 text-primary" aria-hidden />
                      <CardTitle as="h3">{title}</CardTitle>
                      <CardDescription>{text}</CardDescription>
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
              Simple pricing
            </h2>
            <ul className="grid gap-4 md:grid-cols-3">
              {pricing.map((tier) => (
                <li key={tier.name}>
                  <Card className={cn('h-full', tier.highlighted && 'border-primary ring-1 ring-primary')}>
                    <CardHeader>
                      <CardTitle as="h3">{tier.name}</CardTitle>
                      <p className="flex items-baseline gap-1">
                        <span className="text-3xl font-bold">{tier.price}</span>
                        <span className="text-sm text-muted-foreground">{tier.period}</span>
                      </p>
                    </CardHeader>
                    <CardContent>
                      <ul className="grid gap-2 text-sm">
                        {tier.points.map((point) => (
                          <li key={point} className="flex items-center gap-2">
                            <CheckIcon className="size-4 text-success" aria-hidden />
                            {point}
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
              Made for days like these
            </h2>
            <p className="mb-8 text-center text-sm text-muted-foreground">
              Illustrative stories of the families we build for.
            </p>
            <ul className="grid gap-4 md:grid-cols-3">
              {stories.map((story) => (
                <li key={story.who}>
                  <Card className="h-full">
                    <CardContent className="grid gap-3">
                      <BookHeartIcon className="size-5 text-primary" aria-hidden />
                      <blockquote className="text-sm">{story.text}</blockquote>
                      <p className="text-xs font-medium text-muted-foreground">{story.who}</p>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="locked-title" className="px-4 py-12 md:hidden">
          <h2 id="locked-title" className="mb-4 text-xl font-semibold">
            Premium areas
          </h2>
          <ul className="grid gap-2">
            {PREMIUM_NAV.map((item) => (
              <li
                key={item.path}
                className="flex items-center gap-2 rounded-md border border-border px-3 py-2 text-sm"
              >
                <LockIcon className="size-4 text-muted-foreground" aria-hidden />
                {item.label}
              </li>
            ))}
          </ul>
        </section>

        <section className="py-16">
          <div className="mx-auto grid max-w-3xl gap-4 px-4 text-center">
            <h2 className="text-3xl font-semibold">Bring your family together</h2>
            <p className="text-muted-foreground">Create your family in a minute and invite everyone in.</p>
            <div>
              <Button asChild size="lg">
                <Link to="/sign-up">Get Started</Link>
              </Button>
            </div>
          </div>
        </section>
      </main>

      <footer className="border-t border-border py-8">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 text-sm text-muted-foreground sm:flex-row">
          <p>© {new Date().getFullYear()} FamilyHub</p>
          <nav aria-label="Footer" className="flex gap-4">
            <Link to="/premium-features" className="hover:text-foreground">
              Premium features
            </Link>
            <Link to="/sign-in" className="hover:text-foreground">
              Sign In
            </Link>
            <Link to="/sign-up" className="hover:text-foreground">
              Get Started
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}
