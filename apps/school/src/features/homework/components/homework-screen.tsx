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
  toast,
  lazyDialog,
} from '@familyhub/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@familyhub/ui/tabs';
import { useMessages } from '@familyhub/ui/i18n';
import { SchoolsStudentsDialog, useStudentDirectory } from '../../schools';
import { sharedMessages } from '../../shared/messages';
import { useFocusParam } from '../../shared/use-focus';
import { useOrganiser } from '../../shared/use-organiser';
import { useHomework, useHomeworkItem } from '../api/homework-api';
import { homeworkMessages } from '../messages';
import { HomeworkItem } from './homework-item';

// Its form, react-hook-form and the contract's schemas arrive when it first opens (issue #34).
const HomeworkFormDialog = lazyDialog(() =>
  import('./homework-form-dialog').then((m) => m.HomeworkFormDialog),
);

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; homework: Homework };

/** /homework — each student's homework by subject and due date; the child ticks it off, a parent checks it. */
export function HomeworkScreen() {
  const t = useMessages(homeworkMessages);
  const shared = useMessages(sharedMessages);
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
        title: shared('noStudents.title'),
        description: t('noStudents.body'),
      });
      return;
    }
    setForm({ mode: 'add' });
  };

  const studentSections = () =>
    groups.map(([id, items]) => {
      const entry = directory.byId.get(id);
      return (
        <section key={id} aria-label={entry?.label ?? shared('formerMember')} className="grid gap-2">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <span
              aria-hidden
              className="size-3 rounded-full"
              style={{ backgroundColor: entry?.color ?? '#4F46E5' }}
            />
            {entry?.name ?? shared('formerMember')}
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
        title={t('screen.title')}
        description={t('screen.description')}
        actions={
          <>
            <Button variant="outline" onClick={() => setSchoolsOpen(true)}>
              <SchoolIcon aria-hidden /> {shared('schoolsAndStudents')}
            </Button>
            {isOrganiser ? (
              <Button onClick={add} disabled={directory.query.isPending}>
                <PlusIcon aria-hidden /> {t('add')}
              </Button>
            ) : null}
          </>
        }
      />
      {focused.data ? (
        <section
          aria-label={shared('focus.fromReminder')}
          className="mb-4 grid gap-2 rounded-lg border-2 border-primary p-3"
        >
          <h2 className="text-sm font-medium text-muted-foreground">{shared('focus.fromReminder')}</h2>
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
            <TabsTrigger value="all">{t('tabs.all')}</TabsTrigger>
            <TabsTrigger value="due-this-week">{t('tabs.due-this-week')}</TabsTrigger>
            <TabsTrigger value="overdue">{t('tabs.overdue')}</TabsTrigger>
            <TabsTrigger value="done">{t('tabs.done')}</TabsTrigger>
          </TabsList>
          {directory.entries.length > 1 ? (
            <Select
              aria-label={shared('filter.student')}
              value={studentId ?? ''}
              onChange={(event) =>
                setStudentId(event.target.value === '' ? null : Number(event.target.value))
              }
              className="sm:w-56"
            >
              <option value="">{shared('filter.allStudents')}</option>
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
              loadingLabel={t('loading')}
              errorTitle={t('error.load')}
              isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
              empty={<EmptyState title={t(`empty.${filter}`)} />}
            >
              {studentSections}
            </QueryList>
            <LoadMoreButton query={homework} label={t('loadMore')} errorTitle={t('error.loadMore')} />
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
