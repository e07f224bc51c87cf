<?php
/**
 * Which script handles each family replaces: the handles the original plugins and themes register, as found
 * in their public sources. A family's handles are replaced (printed without their files) only when the whole
 * family is on.
 *
 * `{prefix}` stands for the ThemeREX theme's prefix: generation B prefixes its handles with the theme's slug
 * (`diveit-…`), generation A with `themerex-…` (see wp_enhance_theme_prefixes()).
 *
 * Each handle: 'global' names what its wp_localize_script prints, or null (for the reader: whatever data a replaced
 * handle carries is kept, WordPress prints it, see wp_enhance_alias_replaced() in loader.php); and 'take', what
 * the family does with it (issue 29), one line each so that the command-line tool reads it too:
 * - 'replaced' (the default): our enhancers do what its code did; its file goes;
 * - 'dead': only code a family replaces used it; its file goes;
 * - 'on-demand:<kind>': needed on some pages only; its file goes and the bundle loads it, in WordPress's order,
 *   when markup of that kind appears (`media`: audio and video; `lightbox`: image and popup links);
 * - 'kept': it stays, for the reason given above it (the decision recorded).
 * A dead or on-demand handle that a remaining script depends on stays, file and all (loader.php).
 *
 * Reference sources: "DiveIt" = github.com/youssefghamry/DiveIt (theme diveit, plugins trx_utils, WP GDPR
 * Compliance 2.0.21, Contact Form 7 5.7.3, Smash Balloon Instagram Feed 6.1.1); "Kidsplanet" =
 * github.com/sau-rabhsingh/krishnakids (theme kidsplanet, plugin themerex-utils); "vlea_wp" =
 * github.com/sgupta45134/vlea_wp (Booked 2.3.5 with Front-End Agents); Booked 2.4 (github.com/JimHocaDev/zakaz)
 * ships the same script files, its PHP is not in the reference set.
 *
 * @package wp-enhance
 */

defined( 'ABSPATH' ) || exit;

return array(
	'consent'   => array(
		// DiveIt wp-gdpr-compliance/WordPress/Front.php loadAssets(): Plugin::enqueueScript('front.min.js', ['jquery'])
		// names it sanitize_title_with_dashes('wpgdprc-front.js') (Plugin.php enqueueScript), then
		// wp_localize_script($handle, 'wpgdprcFront', …).
		'wpgdprc-front-js' => array( 'global' => 'wpgdprcFront' ),
	),
	'booking'   => array(
		// vlea_wp booked/booked.php front_end_scripts(): wp_register_script('booked-functions', …/assets/js/functions.js),
		// wp_localize_script('booked-functions', 'booked_js_vars', …), wp_enqueue_script('booked-functions').
		'booked-functions'   => array( 'global' => 'booked_js_vars' ),
		// vlea_wp booked/includes/add-ons/frontend-agents/booked-frontend-agents.php front_end_scripts():
		// 'booked-fea-js' (…/js/functions.js), wp_localize_script('booked-fea-js', 'booked_fea_vars', …).
		'booked-fea-js'      => array( 'global' => 'booked_fea_vars' ),
		// vlea_wp booked/booked.php front_end_scripts(): spin.js, its jQuery plugin and tooltipster, enqueued for
		// functions.js alone (its `.spin(` and `.tooltipster(` calls); no data.
		'booked-spin-js'     => array( 'global' => null ),
		'booked-spin-jquery' => array( 'global' => null ),
		'booked-tooltipster' => array( 'global' => null ),
		// vlea_wp booked/booked.php front_end_scripts(): wp_enqueue_script('jquery-ui-datepicker') on every page, for
		// functions.js's date picker in the appointment list (ours, enhancers/booking/list/). WordPress's own
		// `after` script only sets the picker's defaults. Dead: a script that declares it a dependency keeps it.
		'jquery-ui-datepicker' => array( 'global' => null, 'take' => 'dead' ),
	),
	'cf7'       => array(
		// DiveIt contact-form-7/includes/controller.php: wp_register_script('contact-form-7', includes/js/index.js,
		// deps + 'swv'); wpcf7_enqueue_scripts(): wp_localize_script('contact-form-7', 'wpcf7', …).
		'contact-form-7' => array( 'global' => 'wpcf7' ),
		// DiveIt contact-form-7/includes/swv/script-loader.php: wp_register_script('swv', includes/swv/js/index.js);
		// enqueued as contact-form-7's dependency. Its validators are ours (enhancers/cf7/swv/).
		'swv'            => array( 'global' => null ),
	),
	'instagram' => array(
		// DiveIt instagram-feed/inc/if-functions.php sb_instagram_scripts_enqueue(): 'sbi_scripts'
		// (js/sbi-scripts.min.js), wp_localize_script('sbi_scripts', 'sb_instagram_js_options', …); often enqueued
		// late, by the feed's shortcode.
		'sbi_scripts' => array( 'global' => 'sb_instagram_js_options' ),
	),
	'theme'     => array(
		// DiveIt themes/diveit/fw/core/core.theme.php: '{prefix}-core-utils-script' (js/core.utils.js);
		// Kidsplanet themes/kidsplanet/fw/core/core.theme.php: 'themerex-core-utils-script'.
		'{prefix}-core-utils-script' => array( 'global' => null ),
		// DiveIt core.theme.php: '{prefix}-core-init-script' (js/core.init.js) with
		// wp_localize_script(…, 'DIVEIT_STORAGE', $vars); Kidsplanet core.theme.php: 'themerex-core-init-script' with
		// wp_localize_script('themerex-core-init-script', 'THEMEREX_GLOBALS', …). The global is the theme's.
		'{prefix}-core-init-script'  => array( 'global' => '<THEME>_STORAGE (B), THEMEREX_GLOBALS (A)' ),
		// DiveIt core.theme.php: '{prefix}-messages-script' (js/core.messages/core.messages.js);
		// Kidsplanet core.theme.php: 'themerex-messages-script'.
		'{prefix}-messages-script'   => array( 'global' => null ),
		// DiveIt core.theme.php: '{prefix}-theme-init-script' (js/theme.init.js); generation B only.
		'{prefix}-theme-init-script' => array( 'global' => null ),
		// DiveIt plugins/trx_utils/trx_utils.php and Kidsplanet plugins/themerex-utils/themerex-utils.php:
		// 'trx_utils' (js/trx_utils.js), wp_localize_script('trx_utils', 'TRX_UTILS_STORAGE', …).
		'trx_utils'                  => array( 'global' => 'TRX_UTILS_STORAGE' ),
		// DiveIt trx_utils/shortcodes/core.shortcodes.php: 'diveit-shortcodes-script' (shortcodes/theme.shortcodes.js);
		// Kidsplanet themerex-utils/shortcodes/core.shortcodes.php: 'themerex-shortcodes-script' (shortcodes/shortcodes.js).
		'{prefix}-shortcodes-script' => array( 'global' => null ),
		// DiveIt trx_utils/shortcodes/trx_basic/googlemap.php: 'diveit-googlemap-script' (js/core.googlemap.js);
		// Kidsplanet themerex-utils/shortcodes/shortcodes.php: 'themerex-googlemap-script'. The Maps API itself
		// ('googlemap') stays: the map enhancer uses it.
		'{prefix}-googlemap-script'  => array( 'global' => null ),
		// The main menu's sliding hover (js/jquery.slidemenu.js, `spasticNav`, called by core.init.js alone): Kidsplanet
		// core.theme.php 288 'slidemenu-script' (`menu_slider`), DiveIt core.theme.php 343 '{prefix}-slidemenu-script'
		// (`menu_hover` slide_line or slide_box). Ours: theme-libraries/menu-slide.tsx.
		'slidemenu-script'           => array( 'global' => null ),
		'{prefix}-slidemenu-script'  => array( 'global' => null ),
		// DiveIt core.theme.php: 'superfish' (js/superfish.js), Kidsplanet: 'superfish' (js/superfish.min.js), on every
		// page. Only core.init.js called `.superfish(`; the menus are ours (theme-menu). Dead.
		'superfish'                  => array( 'global' => null, 'take' => 'dead' ),
		// DiveIt and Kidsplanet core.theme.php enqueue WordPress's 'mediaelement' and 'wp-mediaelement' on every page
		// (`use_mediaelement`); 'mediaelement' is WordPress's alias for 'mediaelement-core' (mediaelement-and-player)
		// and 'mediaelement-migrate'. Needed where there is audio or video: the theme's (core.init.js started it,
		// now theme-libraries/media-player.ts) and WordPress's own [audio]/[video] (wp-mediaelement starts them).
		'mediaelement'               => array( 'global' => null, 'take' => 'on-demand:media' ),
		'mediaelement-core'          => array( 'global' => null, 'take' => 'on-demand:media' ),
		'mediaelement-migrate'       => array( 'global' => null, 'take' => 'on-demand:media' ),
		'wp-mediaelement'            => array( 'global' => null, 'take' => 'on-demand:media' ),
		// DiveIt and Kidsplanet core.theme.php {prefix}_enqueue_popup(): 'magnific-script' (js/magnific/…) on every
		// page with `popup_engine` magnific. Needed where there are image links or popup buttons (core.init.js and
		// the shortcodes script called `.magnificPopup(`; now theme-libraries/image-lightbox.ts and popup-link.ts).
		'magnific-script'            => array( 'global' => null, 'take' => 'on-demand:lightbox' ),
		// Libraries the shortcodes enqueue for the shortcodes script alone (replaced): DiveIt trx_utils
		// shortcodes/trx_optional/countdown.php and Kidsplanet themerex-utils shortcodes.php 1264: jquery.plugin.js and
		// jquery.countdown.js for `.countdown(` ([trx_countdown] is ours, theme-widgets); core.theme.php
		// {prefix}_enqueue_diagram(): Chart.js for `new Chart(…).Doughnut` and Raphael for the arcs ([trx_skills] pies
		// and arcs are ours); jquery-effects-fade (with jquery-effects-core) for the tabs' `show: { effect: 'fade' }`
		// (trx_optional/tabs.php, shortcodes.php 3318) and jquery-ui-accordion for `.accordion(` (Kidsplanet
		// shortcodes.php 44, both themes' trx_blogger/accordion.php). jquery-ui-tabs (trx_optional/tabs.php,
		// shortcodes.php 3317, the reviews block, Kidsplanet's top-10 widget): on the site's pages only the shortcodes
		// script calls `.tabs(` (the QR code widget calls it in its settings form, in the admin). Dead.
		'{prefix}-jquery-plugin-script' => array( 'global' => null, 'take' => 'dead' ),
		'{prefix}-countdown-script'     => array( 'global' => null, 'take' => 'dead' ),
		'diagram-chart-script'          => array( 'global' => null, 'take' => 'dead' ),
		'diagram-raphael-script'        => array( 'global' => null, 'take' => 'dead' ),
		'jquery-ui-tabs'                => array( 'global' => null, 'take' => 'dead' ),
		'jquery-effects-fade'           => array( 'global' => null, 'take' => 'dead' ),
		'jquery-ui-accordion'           => array( 'global' => null, 'take' => 'dead' ),
		// Kidsplanet shortcodes.php 3487: [trx_toggles] enqueues it; only the shortcodes script's toggles used it.
		'jquery-effects-slide'          => array( 'global' => null, 'take' => 'dead' ),
		// The reviews' rating editor (js/core.reviews.js of trx_utils, themerex-utils), enqueued on every single post
		// with reviews on, whether or not the post shows the editor: DiveIt core.theme.php and support.post.php
		// '{prefix}-core-reviews-script', Kidsplanet themerex-utils.php 'themerex-core-reviews-script'. Needed where
		// its markup is (theme-libraries/definition.ts, `reviews`); the theme API it calls at ready is ours
		// (src/theme-globals.ts).
		'{prefix}-core-reviews-script'  => array( 'global' => null, 'take' => 'on-demand:reviews' ),
		// DiveIt core.theme.php: 'modernizr' (js/photostack/modernizr.min.js), in the head. Kept: it sets the html
		// element's classes before the first paint (`js`, `touch`, which the photostack's stylesheet uses), and its
		// users (hoverdir, core.gallery.js, photostack.js) are enqueued while the body renders, after the head.
		'modernizr'                  => array( 'global' => null, 'take' => 'kept' ),
		// The social share buttons' counters (js/social/social-share.js, `.sc_socials_share a` at ready), enqueued on
		// every single post and page whether or not it shows the buttons: DiveIt's '{prefix}-social-share-script',
		// Kidsplanet's 'social-share-script'. Needed where the buttons are (theme-libraries/share-buttons.ts).
		'{prefix}-social-share-script' => array( 'global' => null, 'take' => 'on-demand:share' ),
		'social-share-script'          => array( 'global' => null, 'take' => 'on-demand:share' ),
		// WordPress's emoji detection (wp-emoji-release.min.js, printed by print_emoji_detection_script, not a
		// handle) is the site's setting: kept. jQuery ('jquery', 'jquery-core', 'jquery-migrate') is not in this
		// list: WordPress prints it as in the original, and it comes out where the page proves nothing left needs
		// it (jquery-on-demand.php, with jquery-free.php); the on-demand files that need it bring it.
	),
);
