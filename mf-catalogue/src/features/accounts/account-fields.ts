/** The input type of an account form's field; any other field is text. */
export const FIELD_TYPES: Partial<Record<string, string>> = {
  email: 'email',
  phone: 'tel',
  birthdate: 'date',
  password: 'password',
  confirm_password: 'password',
};

/** Where to go once signed in: the page the visitor came from (`?return=`, a path of this site only), else home. */
export function returnPath(search: URLSearchParams, home: string): string {
  const back = search.get('return');
  return back && back.startsWith('/') && !back.startsWith('//') ? back : home;
}
