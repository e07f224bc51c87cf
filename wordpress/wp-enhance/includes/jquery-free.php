<?php
/**
 * Script handles left on the page that are known not to use jQuery, beyond WordPress's own files (which declare
 * their dependencies): jquery-on-demand.php takes jQuery out only when every file left is one of these. Each with
 * what it is and why it needs no jQuery, read from the sources named in handles.php.
 *
 * @package wp-enhance
 */

defined( 'ABSPATH' ) || exit;

return array(
	// DiveIt core.theme.php: js/photostack/modernizr.min.js, feature detection (no jQuery in the file).
	'modernizr'           => 'Modernizr: feature detection on the html element',
	// DiveIt and Kidsplanet core.theme.php and the [trx_googlemap] shortcode: maps.google.com/maps/api/js.
	'googlemap'           => 'the Google Maps API',
	// DiveIt core.theme.php: js/swiper/swiper.js, Swiper 8.2.5 with its own Dom7 (jQuery only as a fallback
	// when Dom7 is missing), registered without dependencies; the slider starter calls `new Swiper(…)`.
	// Kidsplanet's Swiper 2 declares jQuery, so WordPress prints it there.
	'swiperslider-script' => 'Swiper with its own Dom7',
);
