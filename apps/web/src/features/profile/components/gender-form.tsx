import type { Gender } from '@waha/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { GenderChoice } from '@/components/gender-choice';
import { toast } from '@/lib/platform/toast';
import { Form } from '@/components/form';
import { updateGender } from '../api/update-gender';

export function GenderForm({ gender }: { gender: Gender }) {
  const { t } = useTranslation(['profile', 'auth']);
  const [saving, setSaving] = useState(false);
  const form = useForm<{ gender: Gender }>({ defaultValues: { gender } });
  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      await updateGender(values.gender);
      toast.success(t('gender.saved'));
    } catch {
      toast.error(t('errors.generic', { ns: 'auth' }));
    } finally {
      setSaving(false);
    }
  });
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <GenderChoice registration={form.register('gender')} legendHidden />
      <Button type="submit" variant="secondary" className="self-start" disabled={saving}>
        {t('gender.save')}
      </Button>
    </Form>
  );
}
