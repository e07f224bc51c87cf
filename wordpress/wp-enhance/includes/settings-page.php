<?php
/**
 * Settings → Enhance: every family and its enhancers, each with a checkbox and a short description (the list
 * the build generated from `enhancers/`). Saved through the Settings API (options.php: its nonce, and the
 * `manage_options` capability).
 *
 * @package wp-enhance
 */

defined( 'ABSPATH' ) || exit;

add_action( 'admin_init', 'wp_enhance_register_setting' );
add_action( 'admin_menu', 'wp_enhance_add_page' );
add_filter( 'plugin_action_links_' . plugin_basename( WP_ENHANCE_FILE ), 'wp_enhance_action_links' );

function wp_enhance_register_setting() {
	register_setting(
		'wp_enhance',
		WP_ENHANCE_OPTION,
		array(
			'type'              => 'array',
			'sanitize_callback' => 'wp_enhance_sanitize_settings',
			'default'           => wp_enhance_default_settings(),
		)
	);
}

/**
 * Keeps only names the generated list knows.
 *
 * @param mixed $input The posted value.
 * @return array
 */
function wp_enhance_sanitize_settings( $input ) {
	$input     = is_array( $input ) ? $input : array();
	$families  = array();
	$enhancers = array();
	foreach ( wp_enhance_families() as $family ) {
		$families[] = $family['family'];
		foreach ( $family['enhancers'] as $enhancer ) {
			$enhancers[] = $enhancer['name'];
		}
	}
	return array(
		'families'  => array_values( array_intersect( wp_enhance_names( isset( $input['families'] ) ? $input['families'] : array() ), $families ) ),
		'enhancers' => array_values( array_intersect( wp_enhance_names( isset( $input['enhancers'] ) ? $input['enhancers'] : array() ), $enhancers ) ),
	);
}

function wp_enhance_add_page() {
	add_options_page( __( 'Enhance', 'wp-enhance' ), __( 'Enhance', 'wp-enhance' ), 'manage_options', 'wp-enhance', 'wp_enhance_render_page' );
}

function wp_enhance_action_links( $links ) {
	$url = admin_url( 'options-general.php?page=wp-enhance' );
	array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'wp-enhance' ) . '</a>' );
	return $links;
}

function wp_enhance_render_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$saved     = get_option( WP_ENHANCE_OPTION, wp_enhance_default_settings() );
	$saved     = wp_parse_args( is_array( $saved ) ? $saved : array(), wp_enhance_default_settings() );
	$families  = wp_enhance_families();
	$in_force  = wp_enhance_settings();
	$filtered  = $in_force['families'] !== $saved['families'] || $in_force['enhancers'] !== $saved['enhancers'];
	?>
	<div class="wrap">
		<h1><?php esc_html_e( 'Enhance', 'wp-enhance' ); ?></h1>
		<p><?php esc_html_e( 'Switch a family on to run its components instead of the original jQuery scripts, which are then no longer loaded (their settings still are). Single enhancers can be tried while the original scripts stay. Nothing is on until you choose.', 'wp-enhance' ); ?></p>
		<?php if ( ! $families || null === wp_enhance_version() ) : ?>
			<div class="notice notice-error"><p><?php esc_html_e( 'The bundle is missing from the plugin folder (run `npm run build`, or install the packaged zip): nothing is loaded.', 'wp-enhance' ); ?></p></div>
		<?php endif; ?>
		<?php if ( $filtered ) : ?>
			<div class="notice notice-info"><p><?php esc_html_e( 'The wp_enhance_settings filter changes these settings in code: the page shows what is saved.', 'wp-enhance' ); ?></p></div>
		<?php endif; ?>
		<form method="post" action="options.php">
			<?php settings_fields( 'wp_enhance' ); ?>
			<?php foreach ( $families as $family ) : ?>
				<?php $family_id = 'wp-enhance-family-' . $family['family']; ?>
				<fieldset class="wp-enhance-family" id="<?php echo esc_attr( $family_id ); ?>">
					<h2><?php echo esc_html( $family['family'] ); ?></h2>
					<p>
						<label>
							<input type="checkbox" name="<?php echo esc_attr( WP_ENHANCE_OPTION ); ?>[families][]" value="<?php echo esc_attr( $family['family'] ); ?>" <?php checked( in_array( $family['family'], $saved['families'], true ) ); ?>>
							<strong><?php esc_html_e( 'The whole family', 'wp-enhance' ); ?></strong>
						</label>
						<br><span class="description"><?php echo esc_html( $family['description'] ); ?></span>
					</p>
					<ul>
						<?php foreach ( $family['enhancers'] as $enhancer ) : ?>
							<li>
								<label>
									<input type="checkbox" name="<?php echo esc_attr( WP_ENHANCE_OPTION ); ?>[enhancers][]" value="<?php echo esc_attr( $enhancer['name'] ); ?>" <?php checked( in_array( $enhancer['name'], $saved['enhancers'], true ) ); ?>>
									<code><?php echo esc_html( $enhancer['name'] ); ?></code>
								</label>
								<span class="description"><?php echo esc_html( $enhancer['description'] ); ?>
									<?php if ( ! empty( $enhancer['parts'] ) ) : ?>
										<?php /* translators: %s: enhancer names */ echo esc_html( sprintf( __( '(With %s.)', 'wp-enhance' ), implode( ', ', $enhancer['parts'] ) ) ); ?>
									<?php endif; ?>
								</span>
							</li>
						<?php endforeach; ?>
					</ul>
				</fieldset>
			<?php endforeach; ?>
			<?php submit_button(); ?>
		</form>
	</div>
	<?php
}
