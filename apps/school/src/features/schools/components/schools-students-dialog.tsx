import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@familyhub/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@familyhub/ui';
import { useOrganiser } from '../../shared/use-organiser';
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Schools &amp; students</DialogTitle>
          <DialogDescription>
            {isOrganiser
              ? 'Add your children’s schools and school years, then enrol each child as a student.'
              : 'Your schools and classes.'}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <Tabs defaultValue="students">
            <TabsList>
              <TabsTrigger value="students">Students</TabsTrigger>
              <TabsTrigger value="schools">Schools</TabsTrigger>
              <TabsTrigger value="years">School years</TabsTrigger>
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
