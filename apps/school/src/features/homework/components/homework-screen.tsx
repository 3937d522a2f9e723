import { useMemo, useState } from 'react';
import { PlusIcon, SchoolIcon } from 'lucide-react';
import { useLiveUpdates, useMembers } from '@familyhub/api-client';
import { localDate, type Homework, type HomeworkFilter } from '@familyhub/contracts';
import {
  Button,
  EmptyState,
  LoadMoreButton,
  PageHeader,
  QueryList,
  Select,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@familyhub/ui';
import { SchoolsStudentsDialog, useStudentDirectory } from '../../schools';
import { useFocusParam } from '../../shared/use-focus';
import { useOrganiser } from '../../shared/use-organiser';
import { useHomework, useHomeworkItem } from '../api/homework-api';
import { HomeworkFormDialog } from './homework-form-dialog';
import { HomeworkItem } from './homework-item';

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; homework: Homework };

const emptyTexts: Record<HomeworkFilter, string> = {
  all: 'No homework yet.',
  'due-this-week': 'Nothing is due this week.',
  overdue: 'Nothing is overdue.',
  done: 'No homework is done yet.',
};

/** /homework — each student's homework by subject and due date; the child ticks it off, a parent checks it. */
export function HomeworkScreen() {
  useLiveUpdates();
  const today = localDate();
  const { isOrganiser } = useOrganiser();
  const directory = useStudentDirectory();
  const members = useMembers();
  const [filter, setFilter] = useState<HomeworkFilter>('all');
  const [studentId, setStudentId] = useState<number | null>(null);
  const homework = useHomework(filter, studentId, today);
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [schoolsOpen, setSchoolsOpen] = useState(false);
  // Opened from a reminder (`?focus=<id>`): that homework first, whatever the filter shows.
  const focused = useHomeworkItem(useFocusParam());
  const list = useMemo(() => homework.data?.pages.flatMap((page) => page.items) ?? [], [homework.data]);
  const groups = useMemo(() => {
    const byStudent = new Map<number, Homework[]>();
    for (const item of list) byStudent.set(item.studentId, [...(byStudent.get(item.studentId) ?? []), item]);
    return [...byStudent.entries()];
  }, [list]);

  const add = () => {
    if (directory.entries.length === 0) {
      toast({
        variant: 'destructive',
        title: 'No Students',
        description: 'Please add students before adding homework.',
      });
      return;
    }
    setForm({ mode: 'add' });
  };

  const studentSections = () =>
    groups.map(([id, items]) => {
      const entry = directory.byId.get(id);
      return (
        <section key={id} aria-label={entry?.label ?? 'Former member'} className="grid gap-2">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <span
              aria-hidden
              className="size-3 rounded-full"
              style={{ backgroundColor: entry?.color ?? '#4F46E5' }}
            />
            {entry?.name ?? 'Former member'}
          </h2>
          <ul className="grid gap-2">
            {items.map((item) => (
              <HomeworkItem
                key={item.id}
                homework={item}
                today={today}
                canEdit={isOrganiser}
                verifier={item.verifiedById === null ? undefined : members.byId.get(item.verifiedById)}
                onEdit={(h) => setForm({ mode: 'edit', homework: h })}
              />
            ))}
          </ul>
        </section>
      );
    });

  return (
    <div>
      <PageHeader
        title="Homework"
        description="Each child's homework by subject and due date; ticked off by the child, checked by a parent."
        actions={
          <>
            <Button variant="outline" onClick={() => setSchoolsOpen(true)}>
              <SchoolIcon aria-hidden /> Schools &amp; students
            </Button>
            {isOrganiser ? (
              <Button onClick={add} disabled={directory.query.isPending}>
                <PlusIcon aria-hidden /> Add Homework
              </Button>
            ) : null}
          </>
        }
      />
      {focused.data ? (
        <section
          aria-label="Opened from a reminder"
          className="mb-4 grid gap-2 rounded-lg border-2 border-primary p-3"
        >
          <h2 className="text-sm font-medium text-muted-foreground">Opened from a reminder</h2>
          <ul>
            <HomeworkItem
              homework={focused.data}
              today={today}
              canEdit={isOrganiser}
              verifier={
                focused.data.verifiedById === null ? undefined : members.byId.get(focused.data.verifiedById)
              }
              onEdit={(h) => setForm({ mode: 'edit', homework: h })}
            />
          </ul>
        </section>
      ) : null}
      {/* The filters are tabs whose one panel is the list they filter (each trigger controls a panel that exists). */}
      <Tabs value={filter} onValueChange={(value) => setFilter(value as HomeworkFilter)}>
        <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center">
          <TabsList>
            <TabsTrigger value="all">All</TabsTrigger>
            <TabsTrigger value="due-this-week">Due this week</TabsTrigger>
            <TabsTrigger value="overdue">Overdue</TabsTrigger>
            <TabsTrigger value="done">Done</TabsTrigger>
          </TabsList>
          {directory.entries.length > 1 ? (
            <Select
              aria-label="Filter by student"
              value={studentId ?? ''}
              onChange={(event) =>
                setStudentId(event.target.value === '' ? null : Number(event.target.value))
              }
              className="sm:w-56"
            >
              <option value="">All students</option>
              {directory.entries.map((entry) => (
                <option key={entry.student.id} value={entry.student.id}>
                  {entry.label}
                </option>
              ))}
            </Select>
          ) : null}
        </div>
        <TabsContent value={filter}>
          <div className="grid gap-6">
            <QueryList
              query={homework}
              loadingLabel="Loading homework"
              errorTitle="Could not load homework"
              isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
              empty={<EmptyState title={emptyTexts[filter]} />}
            >
              {studentSections}
            </QueryList>
            <LoadMoreButton
              query={homework}
              label="Load more homework"
              errorTitle="Could not load more homework"
            />
          </div>
        </TabsContent>
      </Tabs>
      <HomeworkFormDialog
        open={form.mode !== 'closed'}
        onOpenChange={(open) => {
          if (!open) setForm({ mode: 'closed' });
        }}
        homework={form.mode === 'edit' ? form.homework : undefined}
      />
      <SchoolsStudentsDialog open={schoolsOpen} onOpenChange={setSchoolsOpen} />
    </div>
  );
}
