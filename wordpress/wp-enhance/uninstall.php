<?php
/**
 * Deleting the plugin deletes its one option.
 *
 * @package wp-enhance
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'wp_enhance_settings' );
