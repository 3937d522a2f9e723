import { useForm } from 'react-hook-form';
import {
  CHECKIN_MEASURES,
  CHECKIN_PROMPTS,
  saveCheckinBody,
  type Checkin,
  type CheckinMeasure,
  type SaveCheckinBody,
} from '@familyhub/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  Textarea,
} from '@familyhub/ui';
import { contractResolver, useSaveForm } from '@familyhub/ui/forms';
import { useMessages } from '@familyhub/ui/i18n';
import { sharedMessages } from '../../shared/messages';
import { checkinsMessages } from '../messages';
import { useSaveCheckin } from '../api/checkins-api';

type CheckinFormValues = Record<CheckinMeasure, string> & { answers: string[] };

const resolver = contractResolver(saveCheckinBody, (values: CheckinFormValues & { date: string }) => ({
  ...Object.fromEntries(CHECKIN_MEASURES.map((m) => [m, values[m] === '' ? undefined : Number(values[m])])),
  responses: CHECKIN_PROMPTS.map((prompt, i) => ({ prompt, answer: values.answers[i] ?? '' })),
  date: values.date,
}));

/** Each prompt's label (the prompt itself is what the answer is stored under, as the contract says it). */
const answerLabels = ['form.answer.wentWell', 'form.answer.onYourMind'] as const;

/** Today's check-in: five measures on mood's 1–10 scale and optional answers; saving again updates it. */
export function CheckinForm({ today, existing }: { today: string; existing?: Checkin }) {
  const t = useMessages(checkinsMessages);
  const words = useMessages(sharedMessages);
  const form = useForm<CheckinFormValues & { date: string }, unknown, SaveCheckinBody>({
    resolver,
    defaultValues: {
      ...(Object.fromEntries(
        CHECKIN_MEASURES.map((m) => [m, existing ? String(existing[m]) : '5']),
      ) as Record<CheckinMeasure, string>),
      answers: CHECKIN_PROMPTS.map(
        (prompt) => existing?.responses.find((r) => r.prompt === prompt)?.answer ?? '',
      ),
      date: today,
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const save = useSaveForm(form, useSaveCheckin(), {
    variables: (body) => body,
    saved: () => ({ title: existing ? t('toast.updated') : t('toast.saved') }),
  });

  return (
    <Card role="region" aria-label={t('form.title')}>
      <CardHeader>
        <CardTitle>{t('form.title')}</CardTitle>
        <CardDescription>{t('form.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void save.onSubmit(event)} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {CHECKIN_MEASURES.map((m) => (
              <FormField
                key={m}
                id={`checkin-${m}`}
                label={words('measure', { measure: m })}
                hint={t('form.hint', { measure: m })}
                error={errors[m]?.message}
              >
                {(field) => (
                  <Input
                    {...field}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={10}
                    step={1}
                    {...register(m)}
                  />
                )}
              </FormField>
            ))}
          </div>
          {CHECKIN_PROMPTS.map((prompt, i) => (
            <FormField key={prompt} id={`checkin-answer-${i}`} label={t(answerLabels[i])}>
              {(field) => <Textarea {...field} rows={2} {...register(`answers.${i}`)} />}
            </FormField>
          ))}
          {save.saveError ? (
            <p role="alert" className="text-sm text-destructive">
              {save.saveError}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={save.pending}>
              {existing ? t('form.update') : t('form.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
