import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { APPLICATION_FILE_MAX_BYTES, APPLICATION_FILE_TYPES } from '~/domain/api/forms';
import { uploadApplicationFile } from '~/domain/api/careers-upload';
import { pathTo } from '~/domain/api/endpoint';
import { Field, fieldProps, TextField } from '~/web/components/form/form-fields';
import { MobileInput } from '~/web/components/form/mobile-input';
import { EMPTY_MOBILE, mobileValue, type MobileParts } from '~/web/components/form/mobile-mask';
import { useLang, useT, type TFunction } from '~/web/i18n/i18n-context';
import { useHydrated } from '~/web/lib/use-hydrated';
import { callApi, uploadFile } from '~/web/lib/api-client';
import { useFieldErrors } from '~/web/components/form/use-field-errors';
import { checkEmail, checkMobile, checkName, checkPlain } from './form-checks';

/** The fields checked here and named by the server (the file's message comes from its upload: `fileError`). */
type FieldName = 'firstName' | 'lastName' | 'email' | 'mobile' | 'birthday' | 'address' | 'info';
type Errors = Partial<Record<FieldName, string>>;
const EMPTY = { firstName: '', lastName: '', email: '', birthday: '', address: '', info: '' };
const ACCEPT = APPLICATION_FILE_TYPES.map((x) => `.${x}`).join(',');

/** A file's size in the page's language: "1 KB", "1,2 МБ". */
const sizeText = (t: TFunction, lang: string, n: number) =>
  n >= 1024 * 1024
    ? t('content.careers.sizeMb', {
        n: (n / 1024 / 1024).toLocaleString(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      })
    : t('content.careers.sizeKb', { n: Math.max(1, Math.round(n / 1024)) });

/**
 * The job application (CNT-7): the file goes up as soon as it is
 * chosen (careers/files/upload/file), the form then names it (careers/send). One file of pdf, doc or docx.
 */
export function ApplicationForm({ vacancyId, years }: { vacancyId: number | null; years: number[] }) {
  const t = useT();
  const lang = useLang();
  // the form is sent by the script (a native submit would put the fields in the address): usable once it runs
  const hydrated = useHydrated();
  const [v, setV] = useState(EMPTY);
  const [mobile, setMobile] = useState<MobileParts>(EMPTY_MOBILE);
  const [file, setFile] = useState<{ name: string; originalName: string; size: number } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const { errors, setErrors, blur, edited, checkAll } = useFieldErrors<FieldName>(check);
  const set = (k: keyof typeof EMPTY) => (value: string) => {
    setV((cur) => ({ ...cur, [k]: value }));
    edited(k);
  };
  const changeMobile = (m: MobileParts) => {
    setMobile(m);
    edited('mobile');
  };

  function check(): Errors {
    return {
      firstName: checkName(t, v.firstName),
      lastName: checkName(t, v.lastName),
      email: checkEmail(t, v.email),
      mobile: checkMobile(t, mobile),
      address: checkPlain(t, v.address, 200, true),
      info: checkPlain(t, v.info, 2000, false),
    };
  }

  async function choose(e: ChangeEvent<HTMLInputElement>) {
    const list = e.target.files;
    setFileError(undefined);
    if (!list || list.length === 0) return;
    // a new choice replaces the file chosen before, also when it is refused
    setFile(null);
    const reset = () => {
      if (input.current) input.current.value = '';
    };
    if (list.length > 1) {
      setFileError(t('forms.upload.oneFile'));
      return reset();
    }
    const f = list[0]!;
    const ext = /\.([a-z0-9]+)$/i.exec(f.name)?.[1]?.toLowerCase() ?? '';
    const local = !(APPLICATION_FILE_TYPES as readonly string[]).includes(ext)
      ? t('forms.upload.type')
      : f.size === 0
        ? t('forms.upload.empty')
        : f.size > APPLICATION_FILE_MAX_BYTES
          ? t('forms.upload.tooLarge')
          : null;
    if (local) {
      setFileError(local);
      return reset();
    }
    setUploading(true);
    const r = await uploadFile(pathTo(uploadApplicationFile, { field: 'file' }), f, { lang, t });
    setUploading(false);
    reset();
    if (r.ok) setFile(r.data);
    else setFileError(r.fieldErrors.file ?? r.error);
  }

  /** Drops the chosen file; the focus goes back to the picker (the Remove button is gone). */
  function removeFile() {
    setFile(null);
    setFileError(undefined);
    input.current?.focus();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || uploading) return;
    setResult(null);
    setFileError(undefined);
    const local = checkAll();
    if (Object.keys(local).length) return;
    setBusy(true);
    const r = await callApi(
      'careers.send',
      {
        vacancyId,
        firstName: v.firstName,
        lastName: v.lastName,
        email: v.email.trim(),
        mobile: mobileValue(mobile),
        birthday: v.birthday ? Number(v.birthday) : null,
        address: v.address,
        info: v.info,
        file: file?.name ?? null,
      },
      { lang, t },
    );
    setBusy(false);
    if (r.ok) {
      setResult({ ok: true, text: r.data.message.text });
      setV(EMPTY);
      setMobile(EMPTY_MOBILE);
      setFile(null);
      return;
    }
    const { file: fileProblem, ...rest } = r.fieldErrors;
    setErrors(rest);
    setFileError(fileProblem);
    if (fileProblem) setFile(null);
    if (!Object.keys(r.fieldErrors).length) setResult({ ok: false, text: r.error });
  }

  const text = (
    k: 'firstName' | 'lastName' | 'email' | 'address',
    autoComplete: string,
    max: number,
    type = 'text',
  ) => (
    <TextField
      id={`ja-${k}`}
      label={t(`content.form.${k}`)}
      error={errors[k]}
      name={k}
      type={type}
      autoComplete={autoComplete}
      maxLength={max}
      value={v[k]}
      onChange={set(k)}
      onBlur={() => blur(k)}
      testId={`ja-${k}`}
    />
  );

  return (
    <form className="cn-form" onSubmit={submit} noValidate data-testid="application-form" aria-busy={busy}>
      <h2 className="cn-form-title">{t('content.careers.apply')}</h2>
      <div className="cn-form-grid">
        {text('firstName', 'given-name', 50)}
        {text('lastName', 'family-name', 50)}
        {text('email', 'email', 254, 'email')}
        <Field id="ja-mobile" label={t('content.form.mobile')} error={errors.mobile}>
          <MobileInput
            id="ja-mobile"
            value={mobile}
            onChange={changeMobile}
            onBlur={() => blur('mobile')}
            error={errors.mobile}
            testId="ja-mobile"
          />
        </Field>
        <Field
          id="ja-birthday"
          label={t('content.careers.birthday')}
          hint={t('content.form.optional')}
          error={errors.birthday}
        >
          <select
            {...fieldProps('ja-birthday', errors.birthday)}
            name="birthday"
            className="sx-input"
            value={v.birthday}
            onChange={(e) => set('birthday')(e.target.value)}
            data-testid="ja-birthday"
          >
            <option value="">{t('content.careers.chooseYear')}</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </Field>
        {text('address', 'street-address', 200)}
      </div>
      <Field id="ja-info" label={t('content.careers.note')} hint={t('content.form.optional')} error={errors.info}>
        <textarea
          {...fieldProps('ja-info', errors.info)}
          name="info"
          className="sx-input"
          rows={4}
          maxLength={2000}
          value={v.info}
          onChange={(e) => set('info')(e.target.value)}
          onBlur={() => blur('info')}
          data-testid="ja-info"
        />
      </Field>
      <Field id="ja-file" label={t('content.careers.file')} hint={t('content.careers.fileHint')} error={fileError}>
        {/*
          The browser's own file control speaks the browser's language ("Choose File / No file chosen"): the real
          input stays (keyboard, screen readers, the upload) but is hidden, and a label in the page's language opens it.
        */}
        <div className={`cn-file${file ? ' has-file' : ''}`} data-testid={file ? 'ja-file-chosen' : 'ja-file-empty'}>
          <input
            ref={input}
            id="ja-file"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? 'ja-file-state ja-file-err' : 'ja-file-state'}
            type="file"
            name="file"
            accept={ACCEPT}
            className="visually-hidden cn-file-input"
            disabled={uploading || !hydrated}
            onChange={choose}
            data-testid="ja-file"
          />
          <label htmlFor="ja-file" className="sx-btn sx-btn-ghost cn-file-button" data-testid="ja-file-button">
            {t('content.careers.chooseFile')}
          </label>
          <div className="cn-file-main">
            <span id="ja-file-state" className="cn-file-state">
              {file ? (
                <>
                  <span className="cn-file-name" data-testid="ja-file-name">
                    {file.originalName}
                  </span>{' '}
                  <span className="cn-file-size">{sizeText(t, lang, file.size)}</span>
                </>
              ) : (
                <span className="cn-file-none" data-testid="ja-file-name">
                  {t('content.careers.noFile')}
                </span>
              )}
            </span>
            {file ? (
              <button type="button" className="cn-file-remove" onClick={removeFile} data-testid="ja-file-remove">
                {t('content.careers.removeFile')}
              </button>
            ) : null}
          </div>
        </div>
        {uploading ? (
          <span className="cn-file-busy" role="status">
            {t('content.careers.uploading')}
          </span>
        ) : null}
      </Field>
      {result ? (
        <p
          className={result.ok ? 'cn-form-ok' : 'cn-form-fail'}
          role={result.ok ? 'status' : 'alert'}
          data-testid="ja-result"
        >
          {result.text}
        </p>
      ) : null}
      <button
        type="submit"
        className="sx-btn sx-btn-primary cn-form-send"
        disabled={busy || uploading || !hydrated}
        data-testid="ja-send"
      >
        {t('content.form.send')}
      </button>
    </form>
  );
}
