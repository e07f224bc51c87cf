/**
 * A visitor's step in a parity run, as data so that both sides run exactly the same: a click on the first
 * visible match, a key pressed (on the first match, or where the focus is), or a choice in a list.
 */
export type Step = ({ click: string } | { press: string; on?: string } | { choose: string; index: number } | { fill: string } | { accept: string } | { scroll: number }) & {
  /** Why the enhancers deliberately do otherwise after this step: its differences are listed as intended. */
  intended?: string;
};

/**
 * An enhancer's primary interaction, driven on both sides; after each step the requests it sent and the
 * visible text of what it watches are compared.
 */
export interface Interaction {
  enhancer: string;
  label: string;
  steps: Step[];
  /** What the visitor sees change: the widget and the popups it opens (visible text of every match). */
  watch: string;
  /** It sends what may change data (a filled form): driven only with --allow-post, or offline on a saved page. */
  posts?: boolean;
  /** Elements whose height is compared after each step too (a placeholder has no text). */
  measure?: string;
  /** When the first step's target is not the element whose visibility decides whether to drive it. */
  when?: string;
}

/** One click on the first visible match, then what it watches compared. */
const clicked = (enhancer: string, label: string, target: string, watch: string): Interaction => ({ enhancer, label, steps: [{ click: target }], watch });

/** Fills a form's visible fields with the same plausible values on both sides, then submits it. */
const filled = (enhancer: string, form: string, submit: string, watch = form): Interaction => ({
  enhancer, label: 'submit the form filled', steps: [{ fill: form }, { click: submit }], watch, posts: true,
});

/**
 * Submits a form without filling it, its terms accepted first: the themes and CF7 keep a submit disabled until
 * the privacy or acceptance box is ticked, so a visitor can only reach the server's answer to an empty form so.
 */
const submittedEmpty = (enhancer: string, label: string, form: string, submit: string, watch = form): Interaction => ({
  enhancer, label, steps: [{ accept: form }, { click: submit }], watch, when: submit,
});

const LOGIN_POPUP = '#popup_login, .popup_login, .popup_wrap';
const SEARCH_ENTER = "generation A's fixed header search submits on the first Enter (docs/decisions.md): the original only widens the already open field";

/**
 * The primary interactions, for every enhancer that has one. The selectors are the originals' markup
 * (../shared/contract/). An interaction runs when its first step's target is on the page.
 */
export const INTERACTIONS: Interaction[] = [
  // Consent (WP GDPR Compliance)
  {
    enhancer: 'consent-modal', label: 'open the consent settings, then close them with Escape',
    steps: [{ click: 'a.wpgdprc-consents-settings-link, .wpgdprc-consent-bar__settings, [data-micromodal-trigger="wpgdprc-consent-modal"]' }, { press: 'Escape' }],
    watch: '.wpgdprc-consent-modal, .wpgdprc-consent-bar',
  },
  submittedEmpty('consent-access-form', 'submit the access request form empty', '.wpgdprc-form--access-request', '.wpgdprc-form--access-request [type=submit]'),
  filled('consent-access-form', '.wpgdprc-form--access-request', '.wpgdprc-form--access-request [type=submit]'),
  // Booked
  clicked('booking-calendar', 'next month', '.booked-calendar-wrap .page-right', '.booked-calendar-wrap'),
  clicked('booking-calendar', 'open a day', '.booked-calendar-wrap td:not(.prev-date):not(.blur):not(.booked) .date, .booked-calendar-wrap .bc-col:not(.prev-date):not(.blur):not(.booked) .date', '.booked-calendar-wrap'),
  clicked('booking-list', 'next day', '.booked-list-view-date-next', '.booked-list-view'),
  clicked('booking-tabs', 'switch to the second tab', 'ul.booked-tabs li:nth-child(2) a', 'ul.booked-tabs, .booked-tab-content'),
  // Contact Form 7
  submittedEmpty('cf7-form', 'submit the form empty', '.wpcf7 form', '.wpcf7 .wpcf7-submit', '.wpcf7'),
  filled('cf7-form', '.wpcf7 form', '.wpcf7 .wpcf7-submit', '.wpcf7'),
  // Smash Balloon
  clicked('instagram-feed', 'load more', '#sbi_load .sbi_load_btn', '.sbi'),
  // The theme
  {
    enhancer: 'theme-account-popup-link', label: 'open the login popup, then close it with Escape',
    steps: [{ click: 'a.popup_login_link' }, { press: 'Escape', intended: 'a dialog closes on Escape (WAI-ARIA); the theme\'s popup stays open' }],
    watch: LOGIN_POPUP,
  },
  {
    enhancer: 'theme-login-form', label: 'log in with an unknown name',
    steps: [{ click: 'a.popup_login_link' }, { fill: 'form.popup_form.login_form' }, { click: 'form.popup_form.login_form [type=submit], form.popup_form.login_form .popup_form_field.submit_field input' }],
    watch: LOGIN_POPUP, when: 'a.popup_login_link',
  },
  {
    enhancer: 'theme-fixed-header', label: 'scroll down one screen',
    steps: [{ scroll: 900 }], watch: '.top_panel_fixed_wrap, .top_panel_wrap', measure: '.top_panel_fixed_wrap',
  },
  clicked('theme-likes', 'like a post', '.post_counters_likes.enabled', '.post_counters_likes'),
  clicked('theme-view-more', 'view more', '#viewmore_link', '#viewmore, .content'),
  clicked('theme-calendar-widget', 'next month in the calendar widget', '.widget_calendar .month_next a, .widget_calendar .month_next', '.widget_calendar'),
  submittedEmpty('theme-comment-form', 'post the comment form empty', 'form#commentform', '#send_comment'),
  submittedEmpty('theme-contact-form', 'send the contact form empty', '.sc_contact_form form', '.sc_contact_form [type=submit], .sc_contact_form .sc_contact_form_button button', '.sc_contact_form'),
  filled('theme-contact-form', '.sc_contact_form form', '.sc_contact_form [type=submit], .sc_contact_form .sc_contact_form_button button', '.sc_contact_form'),
  submittedEmpty('theme-emailer', 'subscribe empty', '.sc_emailer', 'button.sc_emailer_button'),
  filled('theme-emailer', '.sc_emailer', 'button.sc_emailer_button'),
  clicked('theme-search-box', 'open the search box', '.search_wrap .search_submit', '.search_wrap'),
  {
    enhancer: 'theme-search-box', label: 'type a query, then press Enter',
    steps: [{ fill: '.search_wrap form' }, { press: 'Enter', on: '.search_wrap .search_field', intended: SEARCH_ENTER }],
    watch: '.search_wrap',
  },
  clicked('theme-accordion', 'open an accordion panel', '.sc_accordion .sc_accordion_title:not(.ui-state-active)', '.sc_accordion'),
  clicked('theme-accordion', 'click the open title again', '.sc_accordion .sc_accordion_title.ui-state-active', '.sc_accordion'),
  clicked('theme-tabs', 'switch to the second tab', '.sc_tabs .sc_tabs_titles li:nth-child(2) a, .tabs_area .sc_tabs_titles li:nth-child(2) a', '.sc_tabs, .tabs_area'),
  clicked('theme-toggles', 'open a toggle', '.sc_toggles .sc_toggles_title', '.sc_toggles'),
  clicked('theme-infobox-close', 'close an info box', '.sc_infobox_closeable', '.sc_infobox_closeable'),
  clicked('theme-portfolio-filters', 'pick a portfolio filter', '.isotope_filters_button:not(.active)', '.isotope_filters, .isotope_wrap'),
  clicked('theme-cart', 'open the cart', '.top_panel_cart_button', '.sidebar_cart, .top_panel_cart_button'),
  clicked('theme-outer-sidebar', 'open the outer sidebar', '.sidebar_outer_widgets_button', '.sidebar_outer'),
  clicked('theme-players-table', 'sort the players table', '.sc_players_table .sort', '.sc_players_table'),
  clicked('theme-recent-news-categories', 'more categories', '.sc_recent_news_header_category_item_more', '.sc_recent_news_header_categories'),
  clicked('theme-menu-item-popup', 'open a dish', '.sc_menuitems_item a.show_popup_menuitem', '.popup_menuitem'),
  clicked('theme-bookmarks', 'add a bookmark', '.bookmarks_add', '.bookmarks_list'),
];

/** The element that must be visible at rest for the interaction to be driven. */
export const firstTarget = (interaction: Interaction): string => {
  const [first] = interaction.steps;
  if (interaction.when) return interaction.when;
  if (!first) return 'body';
  if ('click' in first) return first.click;
  if ('choose' in first) return first.choose;
  if ('fill' in first) return first.fill;
  if ('accept' in first) return first.accept;
  return 'scroll' in first ? 'body' : first.on ?? 'body';
};
