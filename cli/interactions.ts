/**
 * A visitor's step in a parity run, as data so that both sides run exactly the same: a click on the first
 * visible match, a key pressed (on the first match, or where the focus is), or a choice in a list.
 */
export type Step = ({ click: string } | { press: string; on?: string } | { choose: string; index: number } | { fill: string }) & {
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
}

/** Fills a form's visible fields with the same plausible values on both sides, then submits it. */
const filled = (enhancer: string, form: string, submit: string, watch = form): Interaction => ({
  enhancer, label: 'submit the form filled', steps: [{ fill: form }, { click: submit }], watch, posts: true,
});

const LOGIN_POPUP = '#popup_login, .popup_login, .popup_wrap';

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
  { enhancer: 'consent-access-form', label: 'submit the access request form empty', steps: [{ click: '.wpgdprc-form--access-request [type=submit]' }], watch: '.wpgdprc-form--access-request' },
  filled('consent-access-form', '.wpgdprc-form--access-request', '.wpgdprc-form--access-request [type=submit]'),
  // Booked
  { enhancer: 'booking-calendar', label: 'next month', steps: [{ click: '.booked-calendar-wrap .page-right' }], watch: '.booked-calendar-wrap' },
  { enhancer: 'booking-calendar', label: 'open a day', steps: [{ click: '.booked-calendar-wrap td:not(.prev-date):not(.blur):not(.booked) .date, .booked-calendar-wrap .bc-col:not(.prev-date):not(.blur):not(.booked) .date' }], watch: '.booked-calendar-wrap' },
  { enhancer: 'booking-list', label: 'next day', steps: [{ click: '.booked-list-view-date-next' }], watch: '.booked-list-view' },
  { enhancer: 'booking-tabs', label: 'switch to the second tab', steps: [{ click: 'ul.booked-tabs li:nth-child(2) a' }], watch: 'ul.booked-tabs, .booked-tab-content' },
  // Contact Form 7
  { enhancer: 'cf7-form', label: 'submit the form empty', steps: [{ click: '.wpcf7 .wpcf7-submit' }], watch: '.wpcf7' },
  filled('cf7-form', '.wpcf7 form', '.wpcf7 .wpcf7-submit', '.wpcf7'),
  // Smash Balloon
  { enhancer: 'instagram-feed', label: 'load more', steps: [{ click: '#sbi_load .sbi_load_btn' }], watch: '.sbi' },
  // The theme
  {
    enhancer: 'theme-account-popup-link', label: 'open the login popup, then close it with Escape',
    steps: [{ click: 'a.popup_login_link' }, { press: 'Escape', intended: 'a dialog closes on Escape (WAI-ARIA); the theme\'s popup stays open' }],
    watch: LOGIN_POPUP,
  },
  { enhancer: 'theme-likes', label: 'like a post', steps: [{ click: '.post_counters_likes.enabled' }], watch: '.post_counters_likes' },
  { enhancer: 'theme-view-more', label: 'view more', steps: [{ click: '#viewmore_link' }], watch: '#viewmore, .content' },
  { enhancer: 'theme-calendar-widget', label: 'next month in the calendar widget', steps: [{ click: '.widget_calendar .month_next a, .widget_calendar .month_next' }], watch: '.widget_calendar' },
  { enhancer: 'theme-comment-form', label: 'post the comment form empty', steps: [{ click: '#send_comment' }], watch: 'form#commentform' },
  { enhancer: 'theme-contact-form', label: 'send the contact form empty', steps: [{ click: '.sc_contact_form [type=submit], .sc_contact_form .sc_contact_form_button button' }], watch: '.sc_contact_form' },
  filled('theme-contact-form', '.sc_contact_form form', '.sc_contact_form [type=submit], .sc_contact_form .sc_contact_form_button button', '.sc_contact_form'),
  { enhancer: 'theme-emailer', label: 'subscribe empty', steps: [{ click: 'button.sc_emailer_button' }], watch: '.sc_emailer' },
  filled('theme-emailer', '.sc_emailer', 'button.sc_emailer_button'),
  { enhancer: 'theme-search-box', label: 'open the search box', steps: [{ click: '.search_wrap .search_submit' }], watch: '.search_wrap' },
  { enhancer: 'theme-accordion', label: 'open an accordion panel', steps: [{ click: '.sc_accordion .sc_accordion_title:not(.ui-state-active)' }], watch: '.sc_accordion' },
  { enhancer: 'theme-tabs', label: 'switch to the second tab', steps: [{ click: '.sc_tabs .sc_tabs_titles li:nth-child(2) a, .tabs_area .sc_tabs_titles li:nth-child(2) a' }], watch: '.sc_tabs, .tabs_area' },
  { enhancer: 'theme-toggles', label: 'open a toggle', steps: [{ click: '.sc_toggles .sc_toggles_title' }], watch: '.sc_toggles' },
  { enhancer: 'theme-infobox-close', label: 'close an info box', steps: [{ click: '.sc_infobox_closeable' }], watch: '.sc_infobox_closeable' },
  { enhancer: 'theme-portfolio-filters', label: 'pick a portfolio filter', steps: [{ click: '.isotope_filters_button:not(.active)' }], watch: '.isotope_filters, .isotope_wrap' },
  { enhancer: 'theme-cart', label: 'open the cart', steps: [{ click: '.top_panel_cart_button' }], watch: '.sidebar_cart, .top_panel_cart_button' },
  { enhancer: 'theme-outer-sidebar', label: 'open the outer sidebar', steps: [{ click: '.sidebar_outer_widgets_button' }], watch: '.sidebar_outer' },
  { enhancer: 'theme-players-table', label: 'sort the players table', steps: [{ click: '.sc_players_table .sort' }], watch: '.sc_players_table' },
  { enhancer: 'theme-recent-news-categories', label: 'more categories', steps: [{ click: '.sc_recent_news_header_category_item_more' }], watch: '.sc_recent_news_header_categories' },
  { enhancer: 'theme-menu-item-popup', label: 'open a dish', steps: [{ click: '.sc_menuitems_item a.show_popup_menuitem' }], watch: '.popup_menuitem' },
  { enhancer: 'theme-bookmarks', label: 'add a bookmark', steps: [{ click: '.bookmarks_add' }], watch: '.bookmarks_list' },
];

export const firstTarget = (interaction: Interaction): string => {
  const [first] = interaction.steps;
  if (!first) return 'body';
  return 'click' in first ? first.click : 'choose' in first ? first.choose : 'fill' in first ? first.fill : first.on ?? 'body';
};
