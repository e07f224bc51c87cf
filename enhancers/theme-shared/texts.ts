/** English texts used only when the page's own strings lack a key. */
export const englishTexts: Readonly<Record<string, string>> = {
  ajax_error: 'Invalid server answer!',
  error_global: "Invalid field's value!",
  login_empty: "The Login field can't be empty",
  login_long: 'The Login field is too long',
  login_success: 'Login success! The page will be reloaded in 3 sec.',
  login_error: 'Login failed!',
  password_empty: "The password can't be empty or shorter than 4 characters",
  password_long: 'The password is too long',
  password_not_equal: 'The passwords in both fields are not equal',
  not_agree: "Please, read and check 'Terms and Conditions'",
  registration_success: 'Registration success! Please log in!',
  registration_error: 'Registration failed!',
  name_empty: "The name can't be empty",
  name_long: 'Too long name',
  email_empty: 'Too short (or empty) email address',
  email_long: 'Too long email address',
  email_not_valid: 'Invalid email address',
  subject_empty: "The subject can't be empty",
  subject_long: 'Too long subject',
  text_empty: "The message text can't be empty",
  text_long: 'Too long message text',
  send_complete: 'Send message complete!',
  send_error: 'Transmit failed!',
  email_confirm: 'On the e-mail address "%s" we sent a confirmation email. Please, open it and click on the link.',
  error_like: 'Error saving your like! Please, try again later.',
  search_error: 'Error occurs in AJAX search! Please, type your query and press search icon for the traditional search way.',
  bookmark_add: 'Add the bookmark',
  bookmark_added: 'Current page has been successfully added to the bookmarks.',
  bookmark_del: 'Delete this bookmark',
  bookmark_title: 'Enter bookmark title',
  bookmark_exists: 'Current page already exists in the bookmarks list',
  bookmarks_full: 'The bookmarks list is full. Please delete a bookmark first.',
};

type Texts = Readonly<Record<string, string>> | undefined;

/** A lookup over the page's text tables: the first non-empty text wins, then the given fallback, then English. */
export const textLookup =
  (...tables: Texts[]) =>
  (key: string, fallback?: string): string => {
    for (const table of tables) {
      const text = table?.[key];
      if (text) return text;
    }
    return fallback || englishTexts[key] || key;
  };
