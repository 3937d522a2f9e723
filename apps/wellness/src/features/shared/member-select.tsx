import { forwardRef, type ComponentProps } from 'react';
import type { FamilyMember } from '@familyhub/contracts';
import { Select } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from './messages';

/** A select of family members (value: the member id as text). */
export const MemberSelect = forwardRef<
  HTMLSelectElement,
  ComponentProps<typeof Select> & { members: readonly FamilyMember[]; placeholder?: string }
>(function MemberSelect({ members, placeholder, ...props }, ref) {
  const t = useMessages(sharedMessages);
  return (
    <Select ref={ref} {...props}>
      <option value="">{placeholder ?? t('memberSelect.placeholder')}</option>
      {members.map((m) => (
        <option key={m.id} value={m.id}>
          {m.name}
        </option>
      ))}
    </Select>
  );
});
