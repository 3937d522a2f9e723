import type * as React from 'react';
import { Label, Switch } from '@familyhub/ui';

export interface SwitchRowProps {
  id: string;
  label: string;
  description?: React.ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A labelled on/off setting: the label and description on the left, the switch on the right. */
export function SwitchRow({ id, label, description, checked, onCheckedChange, disabled }: SwitchRowProps) {
  return (
    <div className="flex items-start justify-between gap-4 py-2">
      <div className="grid gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {description ? (
          <p id={`${id}-description`} className="text-xs text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
      />
    </div>
  );
}
