import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { registerSupplier } from '../../api/onboarding';
import { TOP_BAR_TOAST_MS, useToast } from '../../layout/Toast';
import {
  ACCOUNT_TYPES,
  BUSINESS_TYPES,
  checkSupplierForm,
  DOCUMENT_ACCEPT,
  EMPTY_SUPPLIER_FORM,
  PRODUCT_CATEGORIES,
  toFormData,
  type ProductCategory,
  type SupplierField,
  type SupplierForm,
  type TextField,
} from '../../onboarding/supplierRegistration';
import { openBackOffice } from '../../session/backOffice';
import { useSession } from '../../session/SessionContext';
import { Alert } from '../Alert';
import { Field } from '../Field';
import { afterEdit } from '../fieldErrors';
import { FieldGroup } from '../FieldGroup';
import { Icon } from '../Icon';
import { PasswordInput } from '../PasswordInput';
import { isPhoneProven, PhoneVerifyField, type PhoneProof } from '../phone/PhoneVerifyField';
import { useTranslateServerMessage } from '../serverMessages';
import { OnboardingSuccess } from './OnboardingSuccess';
import './Onboarding.css';

type Errors = Partial<Record<SupplierField, string>>;
/** The fields' messages and the banner's detail (`form`; its title is always 'Registration failed'). */
type Messages = Errors & { form?: string };
const SERVER_FIELDS: readonly SupplierField[] = [...Object.keys(EMPTY_SUPPLIER_FORM)] as SupplierField[];

/** How long the success message stays before the back office opens. */
const BACK_OFFICE_DELAY_MS = 1500;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">{title}</legend>
      <div className="form-grid">{children}</div>
    </fieldset>
  );
}

/**
 * Supplier registration (spec 5): every field and message of the spec, sent as one multipart
 * form to POST /api/suppliers/register. On success the new vendor is signed in and sent to the
 * back office, where their profile shows as Pending until an admin verifies it.
 */
export function SupplierRegistrationForm() {
  const { t } = useTranslation();
  const { notify } = useToast();
  const { signIn } = useSession();
  const serverMessage = useTranslateServerMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<SupplierForm>(EMPTY_SUPPLIER_FORM);
  const [proof, setProof] = useState<PhoneProof | null>(null);
  const [errors, setErrors] = useState<Messages>({});
  const formError = errors.form;
  const [submitting, setSubmitting] = useState(false);
  const [registered, setRegistered] = useState(false);

  /** A corrected field loses its message, and the banner goes with the last one it spoke of (fieldErrors.ts). */
  const clearError = (field: SupplierField) => setErrors((e) => afterEdit(e, field));

  const setText = (field: TextField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    setForm((f) => ({ ...f, [field]: value }));
    clearError(field);
  };

  const toggleCategory = (category: ProductCategory) => (event: ChangeEvent<HTMLInputElement>) => {
    const checked = event.target.checked;
    setForm((f) => ({
      ...f,
      productCategories: checked ? PRODUCT_CATEGORIES.filter((c) => c === category || f.productCategories.includes(c)) : f.productCategories.filter((c) => c !== category),
    }));
    clearError('productCategories');
  };

  const chooseDocument = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setForm((f) => ({ ...f, document: file }));
    // Quick feedback on the name; the server checks the content.
    const problem = file ? checkSupplierForm({ ...EMPTY_SUPPLIER_FORM, document: file }).document : undefined;
    setErrors((e) => {
      const rest = afterEdit(e, 'document');
      return problem ? { ...rest, document: t(`supplierForm.validation.${problem}`) } : rest;
    });
  };

  const focusFirstError = () => {
    window.requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    for (const [field, key] of Object.entries(checkSupplierForm(form))) found[field as SupplierField] = t(`supplierForm.validation.${key}`);
    if (!found.contactPhone && !isPhoneProven(form.contactPhone, proof)) found.contactPhone = t('supplierForm.validation.verifyPhone');
    setErrors(found);
    if (Object.keys(found).length) return focusFirstError();

    setSubmitting(true);
    try {
      const result = await registerSupplier(toFormData(form, proof?.token));
      signIn({ accessToken: result.accessToken, refreshToken: result.refreshToken, user: { ...result.user, phone: proof?.phone } });
      setRegistered(true);
      notify({ title: t('supplierForm.success'), description: t('supplierForm.successText'), duration: TOP_BAR_TOAST_MS });
      window.setTimeout(openBackOffice, BACK_OFFICE_DELAY_MS);
    } catch (error) {
      setSubmitting(false);
      if (!(error instanceof ApiError) || error.isNetworkError || error.status >= 500) {
        setErrors({ form: error instanceof ApiError && error.isNetworkError ? t('common.networkError') : t('supplierForm.failedDefault') });
        return;
      }
      const fieldErrors: Errors = {};
      for (const field of SERVER_FIELDS) if (error.errors[field]) fieldErrors[field] = serverMessage(error.errors[field]);
      if (error.status === 413) fieldErrors.document = t('supplierForm.validation.documentSize');
      if (fieldErrors.contactPhone) setProof(null);
      setErrors({ ...fieldErrors, form: serverMessage(error.message) || t('supplierForm.failedDefault') });
      focusFirstError();
    }
  };

  if (registered) {
    return (
      <OnboardingSuccess title={t('supplierForm.success')} testId="supplier-success">
        <p>{t('supplierForm.successText')}</p>
        <p>{t('supplierForm.redirecting')}</p>
      </OnboardingSuccess>
    );
  }

  const text = (field: TextField, options: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' | 'url'; wide?: boolean; optional?: boolean; hint?: string; dir?: 'ltr' } = {}) => (
    <div className={options.wide ? 'form-grid__wide' : undefined}>
      <Field label={label(field, options.optional)} error={errors[field]} hint={options.hint} testId={`supplier-${field}`}>
        {(control) => (
          <input
            {...control}
            name={field}
            type={options.type ?? 'text'}
            className="input"
            autoComplete={options.autoComplete}
            inputMode={options.inputMode}
            dir={options.dir}
            value={form[field]}
            onChange={setText(field)}
            data-testid={`supplier-${field}`}
          />
        )}
      </Field>
    </div>
  );

  function label(field: SupplierField, optional = false) {
    const name = t(`supplierForm.fields.${field}`);
    return optional ? `${name} ${t('supplierForm.optional')}` : `${name} *`;
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="supplier-form" data-testid="supplier-form">
      <p className="field__hint supplier-form__intro">{t('supplierForm.intro')}</p>
      {formError && (
        <Alert tone="error" title={t('supplierForm.failed')} testId="supplier-error">
          <p>{formError}</p>
        </Alert>
      )}

      <Section title={t('supplierForm.sections.company')}>
        {text('companyName', { autoComplete: 'organization' })}
        <div>
          <Field label={label('businessType')} error={errors.businessType} testId="supplier-businessType">
            {(control) => (
              <select {...control} name="businessType" className="select" value={form.businessType} onChange={setText('businessType')} data-testid="supplier-businessType">
                <option value="">{t('supplierForm.businessTypePlaceholder')}</option>
                {BUSINESS_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`supplierForm.businessTypes.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        {text('address', { autoComplete: 'street-address', wide: true })}
        {text('city', { autoComplete: 'address-level2' })}
        {text('state', { autoComplete: 'address-level1' })}
        {text('pincode', { autoComplete: 'postal-code', inputMode: 'numeric', hint: t('supplierForm.hints.pincode'), dir: 'ltr' })}
        {text('website', { inputMode: 'url', optional: true, hint: t('supplierForm.hints.website'), dir: 'ltr' })}
        <div className="form-grid__wide">
          <Field label={label('businessDescription', true)} error={errors.businessDescription} testId="supplier-businessDescription">
            {(control) => (
              <textarea
                {...control}
                name="businessDescription"
                className="textarea supplier-form__description"
                value={form.businessDescription}
                onChange={setText('businessDescription')}
                placeholder={t('supplierForm.descriptionPlaceholder')}
                data-testid="supplier-businessDescription"
              />
            )}
          </Field>
        </div>
      </Section>

      <Section title={t('supplierForm.sections.contact')}>
        {text('contactPerson', { autoComplete: 'name' })}
        {text('contactEmail', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        <div className="form-grid__wide">
          <PhoneVerifyField
            label={label('contactPhone')}
            hint={t('auth.fields.phoneVerifyHint')}
            phone={form.contactPhone}
            name="contactPhone"
            onPhoneChange={(contactPhone) => {
              setForm((f) => ({ ...f, contactPhone }));
              clearError('contactPhone');
            }}
            proof={proof}
            onProof={(next) => {
              setProof(next);
              if (next) clearError('contactPhone');
            }}
            error={errors.contactPhone}
            inputTestId="supplier-contactPhone"
          />
        </div>
        <div>
          <Field label={label('password')} error={errors.password} hint={t('supplierForm.hints.password')} testId="supplier-password">
            {(control) => <PasswordInput {...control} reveals="password" name="password" autoComplete="new-password" value={form.password} onChange={setText('password')} data-testid="supplier-password" />}
          </Field>
        </div>
        <div>
          <Field label={label('confirmPassword')} error={errors.confirmPassword} testId="supplier-confirmPassword">
            {(control) => (
              <PasswordInput {...control} reveals="confirmPassword" name="confirmPassword" autoComplete="new-password" value={form.confirmPassword} onChange={setText('confirmPassword')} data-testid="supplier-confirmPassword" />
            )}
          </Field>
        </div>
      </Section>

      <FieldGroup
        legend={`${t('supplierForm.fields.accountType')} *`}
        error={errors.accountType}
        className="form-section"
        legendClassName="form-section__title"
        testId="supplier-accountType"
      >
        {(control) => (
          <div className="choice-cards">
            {ACCOUNT_TYPES.map((type) => (
              <label key={type} className={`choice-card${form.accountType === type ? ' choice-card--selected' : ''}`}>
                <input
                  {...control}
                  type="radio"
                  name="accountType"
                  value={type}
                  checked={form.accountType === type}
                  onChange={() => {
                    setForm((f) => ({ ...f, accountType: type }));
                    clearError('accountType');
                  }}
                  data-testid={`supplier-accountType-${type}`}
                />
                <span>
                  <strong>{t(`supplierForm.accountTypes.${type}.label`)}</strong>
                  <span className="choice-card__text">{t(`supplierForm.accountTypes.${type}.text`)}</span>
                </span>
              </label>
            ))}
          </div>
        )}
      </FieldGroup>

      <FieldGroup
        legend={`${t('supplierForm.fields.productCategories')} *`}
        hint={t('supplierForm.hints.productCategories')}
        error={errors.productCategories}
        className="form-section"
        legendClassName="form-section__title"
        testId="supplier-productCategories"
      >
        {(control) => (
          <div className="category-checks">
            {PRODUCT_CATEGORIES.map((category) => (
              <label key={category} className="checkbox category-checks__item">
                <input
                  {...control}
                  type="checkbox"
                  name="productCategories"
                  value={category}
                  checked={form.productCategories.includes(category)}
                  onChange={toggleCategory(category)}
                  data-testid={`supplier-category-${category}`}
                />
                <span>{t(`supplierForm.productCategories.${category}`)}</span>
              </label>
            ))}
          </div>
        )}
      </FieldGroup>

      <fieldset className="form-section">
        <legend className="form-section__title">{t('supplierForm.sections.document')}</legend>
        <Field label={label('document')} error={errors.document} hint={t('supplierForm.hints.document')} testId="supplier-document">
          {(control) => (
            <div className={`file-picker${form.document ? ' file-picker--chosen' : ''}`}>
              <input {...control} type="file" name="document" accept={DOCUMENT_ACCEPT} className="file-picker__input" onChange={chooseDocument} data-testid="supplier-document" />
              <span className="btn btn--outline btn--sm file-picker__button" aria-hidden="true">
                <Icon name="layers" size={16} />
                {t('supplierForm.chooseFile')}
              </span>
              <span className="file-picker__name" data-testid="supplier-document-name">
                {form.document ? form.document.name : t('supplierForm.noFile')}
              </span>
            </div>
          )}
        </Field>
      </fieldset>

      <button type="submit" className="btn btn--block btn--accent" disabled={submitting} data-testid="supplier-submit">
        {submitting ? t('supplierForm.submitting') : t('supplierForm.submit')}
      </button>
    </form>
  );
}
