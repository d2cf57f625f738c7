// The contract's own refusals, in both languages. A schema names one by its key
// (`{ error: 'date_form' }`); the backend answers it in the request's language. Zod's own
// issues (wrong type, out of range, too long) are worded by the backend from the issue.
export const contractMessages = {
  required: { en: 'This field is required.', ar: 'هذا الحقل مطلوب.' },
  date_form: { en: 'Use the YYYY-MM-DD form.', ar: 'استخدم الصيغة YYYY-MM-DD.' },
  date_missing: { en: 'This date does not exist.', ar: 'هذا التاريخ غير موجود.' },
  end_before_start: {
    en: 'The end date must be on or after the start date.',
    ar: 'يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده.',
  },
  oman_mobile: {
    en: 'Enter +968 and the 8-digit mobile number.',
    ar: 'أدخل ‎+968 ورقم الجوال المكوّن من 8 أرقام.',
  },
  full_phone: {
    en: 'Enter the country code and the mobile number.',
    ar: 'أدخل رمز الدولة ورقم الجوال.',
  },
  next_service_before_current: {
    en: 'The next service must be at or after the current odometer.',
    ar: 'يجب أن تكون قراءة العداد للخدمة التالية مساوية للقراءة الحالية أو أكبر منها.',
  },
  unreadable_text: {
    en: 'This text has characters that cannot be kept (a NUL or a broken character).',
    ar: 'يحتوي هذا النص على رموز لا يمكن حفظها (رمز فارغ أو حرف تالف).',
  },
  province_or_country: { en: 'Choose a province or a country.', ar: 'اختر محافظة أو دولة.' },
  search_too_short: { en: 'Type at least 3 characters.', ar: 'اكتب 3 أحرف على الأقل.' },
  device_token_endpoint: {
    en: 'device_token must be the subscription endpoint.',
    ar: 'يجب أن يكون device_token هو عنوان الاشتراك.',
  },
  phone_or_user_id: {
    en: 'Give the phone or the user_id of the person.',
    ar: 'أدخل رقم جوال الشخص أو user_id.',
  },
  app_or_web_link: {
    en: 'Use a path inside the app (/…) or an http(s) address.',
    ar: 'استخدم مسارًا داخل التطبيق (/…) أو عنوان http(s).',
  },
} as const

export type ContractMessage = keyof typeof contractMessages

export function isContractMessage(value: string): value is ContractMessage {
  return Object.hasOwn(contractMessages, value)
}
