import { useMemo } from 'react';
import { useMembers } from '@familyhub/api-client';
import type { School, SchoolYear, Student } from '@familyhub/contracts';
import { useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../shared/messages';
import { useSchoolYears, useSchools, useStudents } from './api/schools-api';

export interface StudentEntry {
  student: Student;
  /** The child's name, or 'Former member' once they left the family. */
  name: string;
  color: string;
  school: School | undefined;
  year: SchoolYear | undefined;
  /** "Emma Johnson · Lincoln Elementary · 3rd": how the selects and the groups name a student. */
  label: string;
}

const none: never[] = [];

/** The family's students with their child's name and colour, school and year, and a lookup by student id. */
export function useStudentDirectory() {
  const students = useStudents();
  const schools = useSchools();
  const years = useSchoolYears();
  const members = useMembers();
  const t = useMessages(sharedMessages);
  const entries = useMemo(() => {
    const schoolById = new Map((schools.data ?? none).map((s: School) => [s.id, s]));
    const yearById = new Map((years.data ?? none).map((y: SchoolYear) => [y.id, y]));
    return (students.data ?? none).map((student: Student): StudentEntry => {
      const child = members.byId.get(student.childId);
      const school = schoolById.get(student.schoolId);
      const name = child?.name ?? t('formerMember');
      return {
        student,
        name,
        color: child?.color ?? '#4F46E5',
        school,
        year: yearById.get(student.schoolYearId),
        label: [name, school?.name, student.grade].filter(Boolean).join(' · '),
      };
    });
  }, [students.data, schools.data, years.data, members.byId, t]);
  const byId = useMemo(() => new Map(entries.map((e) => [e.student.id, e])), [entries]);
  return {
    query: students,
    entries,
    byId,
    children: members.all.filter((m) => m.role === 'child'),
  };
}
