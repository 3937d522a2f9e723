import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@familyhub/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@familyhub/ui/tabs';
import { useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../../shared/messages';
import { useOrganiser } from '../../shared/use-organiser';
import { schoolsMessages } from '../messages';
import { SchoolYearsTab } from './school-years-tab';
import { SchoolsTab } from './schools-tab';
import { StudentsTab } from './students-tab';

export interface SchoolsStudentsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Schools & students", reached from /documents and /homework: the records every school screen hangs off. */
export function SchoolsStudentsDialog({ open, onOpenChange }: SchoolsStudentsDialogProps) {
  const { isOrganiser } = useOrganiser();
  const t = useMessages(schoolsMessages);
  const shared = useMessages(sharedMessages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{shared('schoolsAndStudents')}</DialogTitle>
          <DialogDescription>
            {isOrganiser ? t('dialog.description.organiser') : t('dialog.description.member')}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <Tabs defaultValue="students">
            <TabsList>
              <TabsTrigger value="students">{t('tabs.students')}</TabsTrigger>
              <TabsTrigger value="schools">{t('tabs.schools')}</TabsTrigger>
              <TabsTrigger value="years">{t('tabs.years')}</TabsTrigger>
            </TabsList>
            <TabsContent value="students" className="pt-3">
              <StudentsTab canEdit={isOrganiser} />
            </TabsContent>
            <TabsContent value="schools" className="pt-3">
              <SchoolsTab canEdit={isOrganiser} />
            </TabsContent>
            <TabsContent value="years" className="pt-3">
              <SchoolYearsTab canEdit={isOrganiser} />
            </TabsContent>
          </Tabs>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
