import { forwardRef, type ComponentProps } from 'react';
import type { FamilyMember } from '@familyhub/contracts';
import { Select } from '@familyhub/ui';

/** A select of family members (value: the member id as text). */
export const MemberSelect = forwardRef<
  HTMLSelectElement,
  ComponentProps<typeof Select> & { members: readonly FamilyMember[]; placeholder?: string }
>(function MemberSelect({ members, placeholder = 'Choose a person', ...props }, ref) {
  return (
    <Select ref={ref} {...props}>
      <option value="">{placeholder}</option>
      {members.map((m) => (
        <option key={m.id} value={m.id}>
          {m.name}
        </option>
      ))}
    </Select>
  );
});
